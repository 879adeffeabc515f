import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const waysOn = style({ margin: `${vars.space.lg} 0` });
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: `${vars.space.sm} 0`,
  padding: 0,
});
