import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const detailsLink = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
