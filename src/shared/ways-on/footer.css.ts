import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const footer = style({
  marginTop: vars.space.xl,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  background: vars.color.headerSubBar,
  color: vars.color.onHeader,
  textAlign: 'center',
});
export const footerLink = style({
  color: vars.color.onHeader,
  selectors: { '&:hover, &:focus-visible': { color: vars.color.accent } },
});
globalStyle(`${footer} ul`, { justifyContent: 'center' });
