import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { below } from '../../shared/theme/breakpoints';

export const cart = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '2px',
  padding: vars.space.xs,
  border: '1px solid transparent',
  color: vars.color.onHeader,
  textDecoration: 'none',
  fontWeight: 700,
  selectors: { '&:hover': { borderColor: vars.color.onHeader, color: vars.color.onHeader } },
});
export const icon = style({ width: '32px', height: '32px' });
export const count = style({ color: vars.color.accent, fontSize: vars.font.large, alignSelf: 'flex-start' });
export const label = style({ '@media': { [below('desktop')]: { display: 'none' } } });
