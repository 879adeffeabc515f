import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const toggle = style({
  flexShrink: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: vars.font.small,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
