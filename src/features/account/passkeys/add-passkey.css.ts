import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.md} 0`,
  // apart from the links above and from Sign Out below
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.font.large, fontWeight: 700, margin: 0 });
export const hint = style({ margin: 0, fontSize: vars.font.base, color: vars.color.textMuted });
