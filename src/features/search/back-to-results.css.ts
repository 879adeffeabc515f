import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const backToResults = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.sm} 0`,
  fontSize: vars.font.small,
});
