import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

// over the page, in a corner: appearing moves nothing
export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  left: vars.space.lg,
  zIndex: 20,
  pointerEvents: 'none',
  display: 'flex',
  justifyContent: 'flex-end',
});
export const box = style({
  pointerEvents: 'auto',
  maxWidth: '340px',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 4px 16px rgba(15, 17, 17, 0.2)',
});
export const added = style({ margin: 0, fontWeight: 700, color: vars.color.success, overflowWrap: 'anywhere' });
export const subtotal = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}` });
export const goToCart = style({ fontWeight: 700 });
