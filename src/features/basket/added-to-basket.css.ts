import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

// over a grid page, in a corner: appearing moves nothing; in the buy box, under its buttons, in
// the page's flow: it covers nothing the shopper may press next (ADR-020)
export const region = styleVariants({
  'over-page': {
    position: 'fixed',
    right: vars.space.lg,
    bottom: vars.space.lg,
    left: vars.space.lg,
    zIndex: 20,
    pointerEvents: 'none',
    display: 'flex',
    justifyContent: 'flex-end',
  },
  'buy-box': {},
});

const boxBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
});
export const box = styleVariants({
  'over-page': [boxBase, { pointerEvents: 'auto', maxWidth: '340px', boxShadow: '0 4px 16px rgba(15, 17, 17, 0.2)' }],
  'buy-box': [boxBase, { marginTop: vars.space.sm }],
});
export const message = style({ flex: '1 1 auto', minWidth: 0 });
export const added = style({ margin: 0, fontWeight: 700, color: vars.color.success, overflowWrap: 'anywhere' });
export const capped = style({ margin: `${vars.space.xs} 0 0` });
export const subtotal = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}` });
export const goToCartPage = style({ fontWeight: 700 });
export const close = style({
  flex: 'none',
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.small,
  cursor: 'pointer',
});
