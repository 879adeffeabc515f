import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
