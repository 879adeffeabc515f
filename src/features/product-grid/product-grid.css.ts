import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

// 1 column on the smallest phones, 2 from smallPhone, 3 from desktop, 4 from large and 5 from xlarge
// (src/shared/theme/breakpoints.ts).
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [from('smallPhone')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm },
    [from('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    [from('large')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [from('xlarge')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

// Cards off screen skip layout and paint until they come near (a page of 20 cards then costs the
// phone the first few); the estimate only sizes the scroll bar and is replaced by the real height.
export const gridItem = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  '@media': { [from('desktop')]: { padding: vars.space.lg } },
});

// A fixed box so cards keep their size while images load (no layout shift).
export const imageBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '180px',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  '@media': { [from('desktop')]: { height: '220px' } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const title = style({
  margin: 0,
  fontSize: '15px',
  fontWeight: 400,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [from('desktop')]: { fontSize: '16px' } },
});

// The title link covers the whole card, so a tap on the image opens the product too.
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.sm },
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': { outline: 'none' },
    // inside the card's edge: the grid item contains its paint (content-visibility), so a ring
    // drawn outside it would be cut off
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const price = style({ margin: 0, fontSize: '21px', fontWeight: 500, color: vars.color.price });

export const description = style({
  margin: 0,
  fontSize: vars.font.small,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

// Above the stretched title link, so the button stays clickable.
export const action = style({ position: 'relative', zIndex: 1, marginTop: 'auto', paddingTop: vars.space.xs });

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const bone = style({
  display: 'block',
  background: '#e3e6e6',
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const boneLine = style([bone, { height: '14px' }]);
export const boneShort = style([bone, { height: '14px', width: '55%' }]);
export const bonePrice = style([bone, { height: '22px', width: '35%' }]);
export const boneButton = style([bone, { height: '36px', width: '110px', borderRadius: vars.radius.pill, marginTop: 'auto' }]);
export const skeletonCard = style([card, { minHeight: '360px', '@media': { [from('desktop')]: { minHeight: '420px' } } }]);
export const boneFill = style([bone, { width: '100%', height: '100%' }]);

// Windowed list (long categories): the list keeps the full height of all its rows, and each
// rendered card is placed in it by the component (top, left, width, height).
export const windowedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  width: '100%',
});

export const windowedItem = style({ position: 'absolute', boxSizing: 'border-box' });
