import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const buyAgain = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginTop: vars.space.sm,
});
export const notice = style({ margin: 0, fontSize: vars.font.small, fontWeight: 700 });
