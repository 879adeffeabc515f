import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { from } from '../theme/breakpoints';

// The product page's frame, drawn by the page and by its loading placeholder alike.

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xxl}`,
  '@media': { [from('tablet')]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const breadcrumb = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.small });

// Phone: one column (title, image, buy box, details). Desktop: image | details | buy box, as on the large retailer.
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"heading" "gallery" "buy" "details"',
  '@media': {
    [from('desktop')]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gridTemplateAreas: '"gallery heading" "gallery buy" "gallery details"',
      alignItems: 'start',
    },
    [from('large')]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr) 260px',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"gallery heading buy" "gallery details buy"',
      columnGap: vars.space.xxl,
      padding: vars.space.xl,
    },
  },
});

export const gallery = style({
  gridArea: 'gallery',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1 / 1',
  // on a phone the picture leaves room for the buy box: Add to cart on the first screen
  maxHeight: '260px',
  width: '100%',
  background: vars.color.surface,
  '@media': { [from('desktop')]: { position: 'sticky', top: vars.space.lg, maxHeight: '520px' } },
});

export const heading = style({ gridArea: 'heading', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const details = style({
  gridArea: 'details',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const buyBox = style({
  gridArea: 'buy',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
