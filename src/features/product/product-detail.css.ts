import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

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

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const heading = style({ gridArea: 'heading', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: '20px',
  fontWeight: 400,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  '@media': { [from('desktop')]: { fontSize: vars.font.title } },
});

export const details = style({
  gridArea: 'details',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

// on a phone the buy box, right above, already shows the price
export const bigPrice = style({
  display: 'none',
  margin: 0,
  fontSize: '28px',
  fontWeight: 500,
  '@media': { [from('desktop')]: { display: 'block' } },
});

export const sectionTitle = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: '16px', fontWeight: 700 });

export const description = style({ margin: 0, fontSize: '15px', lineHeight: 1.5, overflowWrap: 'anywhere' });

export const facts = style({
  margin: `${vars.space.md} 0 0`,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.font.base,
});
export const factName = style({ fontWeight: 700 });
export const factValue = style({ margin: 0, textTransform: 'capitalize' });

export const buyBox = style({
  gridArea: 'buy',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const buyPrice = style({ margin: 0, fontSize: '24px', fontWeight: 500 });
export const delivery = style({ margin: 0, fontSize: vars.font.base, color: vars.color.textMuted });
export const inStock = style({ margin: 0, fontSize: vars.font.large, color: vars.color.success });
export const soldBy = style({ margin: 0, fontSize: vars.font.small, color: vars.color.textMuted });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '720px',
  margin: `${vars.space.xl} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const noticeTitle = style({ margin: 0, fontSize: '22px' });
