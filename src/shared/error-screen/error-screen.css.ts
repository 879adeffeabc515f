import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const screen = style({
  maxWidth: '720px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const status = style({ fontSize: vars.font.large, color: vars.color.textMuted });
export const detail = style({ fontStyle: 'italic', overflowWrap: 'anywhere' });
