import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

// The cards rise over the lower, faded part of the hero, as on the large retailer's home page.
export const categories = style({
  position: 'relative',
  zIndex: 1,
  listStyle: 'none',
  margin: 0,
  marginTop: '-48px',
  padding: `0 ${vars.space.sm}`,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [from('tablet')]: { marginTop: '-11vw', padding: `0 ${vars.space.lg}`, gap: vars.space.lg },
    [from('detail')]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      marginTop: 'calc(min(100vw, 1500px) * -0.17)',
    },
  },
});

export const categoryCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
  '@media': { [from('tablet')]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}` } },
});

export const categoryTitle = style({
  margin: 0,
  fontSize: '16px',
  fontWeight: 700,
  '@media': { [from('tablet')]: { fontSize: '21px' } },
});

export const categoryImage = style({ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' });

export const shopNow = style({
  marginTop: 'auto',
  fontSize: vars.font.small,
  color: vars.color.link,
  selectors: { [`${categoryCard}:hover &`]: { color: vars.color.linkHover, textDecoration: 'underline' } },
  '@media': { [from('tablet')]: { fontSize: vars.font.base } },
});
