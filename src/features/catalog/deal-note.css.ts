import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const note = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.font.small,
  lineHeight: 1.4,
});

export const listPrice = style({ color: vars.color.textMuted });

export const saving = style({ color: vars.color.danger, fontWeight: 700 });
