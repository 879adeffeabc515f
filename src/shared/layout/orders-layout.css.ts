import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// The orders pages' frame, drawn by 'Your Orders' and by one order's own page alike: the page,
// its title, and the box each order sits in.

export const page = style({ maxWidth: '1000px', margin: '0 auto', padding: vars.space.lg });
export const title = style({ fontSize: '28px', fontWeight: 400 });
export const order = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
