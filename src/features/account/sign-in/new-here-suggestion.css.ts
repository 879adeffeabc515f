import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const newHere = style({ margin: 0, fontSize: vars.font.base });
export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.linkHover } },
});
