import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

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
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '180px',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  '@media': { [from('desktop')]: { height: '220px' } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

/** ADR-039: few left or none, over the picture's foot: it comes with the stock's answer and moves nothing */
export const stockBadge = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockEnd: 0,
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  fontSize: vars.font.small,
  fontWeight: 700,
  color: vars.color.danger,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});

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
