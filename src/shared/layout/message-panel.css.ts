import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// A message in place of a list (nothing found, nothing matches, a failed fetch with its retry).
export const message = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});

export const messageText = style({ margin: 0 });
