import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

// wide screens: basket on the left, the subtotal box beside it on the right (it comes first in the page)
const wide = from('wide');

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '1fr 300px' } },
});

export const basketPanel = style({
  background: vars.color.surface,
  padding: vars.space.xl,
  minWidth: 0,
  '@media': { [wide]: { gridColumn: 1, gridRow: 1 } },
});
export const greeting = style({ margin: 0, color: vars.color.textMuted });
export const title = style({
  fontSize: '28px',
  fontWeight: 400,
  margin: `${vars.space.xs} 0 ${vars.space.lg}`,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const empty = style({ fontSize: vars.font.large });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '90px 1fr',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [from('tablet')]: { gridTemplateColumns: '140px 1fr auto' } },
});
export const lineImage = style({ width: '100%', aspectRatio: '1', objectFit: 'contain' });
export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const lineTitle = style({
  fontSize: vars.font.large,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});
export const linePrice = style({ margin: 0, fontWeight: 700 });
export const lineTotal = style({
  margin: 0,
  fontWeight: 700,
  fontSize: vars.font.large,
  gridColumn: '2',
  '@media': { [from('tablet')]: { gridColumn: 'auto' } },
});

export const quantity = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  border: `3px solid ${vars.color.action}`,
  borderRadius: vars.radius.pill,
});
export const stepper = style({
  width: '36px',
  height: '32px',
  border: 'none',
  background: 'none',
  fontSize: vars.font.large,
  fontWeight: 700,
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    // ADR-020: the + at the maximum quantity
    '&[aria-disabled="true"]': { color: vars.color.textMuted, background: 'none', cursor: 'not-allowed' },
  },
});
export const limit = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.small });
export const amount = style({ minWidth: '32px', textAlign: 'center', fontWeight: 700 });

// a link-like button beside the quantity, as on the large retailer
export const deleteLine = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: vars.font.base,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' } },
});

export const deletedNotice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const subtotal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  transition: 'opacity 0.2s, visibility 0.2s',
  '@media': { [wide]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: '120px' } },
});
export const subtotalHidden = style([subtotal, { opacity: 0, visibility: 'hidden' }]);
export const subtotalLine = style({ margin: 0, fontSize: vars.font.large });
export const gift = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const checkbox = style({
  width: '20px',
  height: '20px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '3px',
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.link, borderColor: vars.color.link, color: vars.color.surface },
  },
});
export const checkboxIndicator = style({ fontSize: vars.font.small, lineHeight: 1 });
