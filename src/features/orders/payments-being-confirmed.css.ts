import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const waiting = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const reference = style({ overflowWrap: 'anywhere' });
