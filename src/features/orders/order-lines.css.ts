import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const line = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const image = style({ width: '80px', height: '80px', objectFit: 'contain' });
export const title = style({ margin: 0, color: vars.color.link });
export const meta = style({ margin: 0, color: vars.color.textMuted });
