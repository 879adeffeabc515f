import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const amountField = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.base });

export const amountSelect = style({
  minHeight: '32px',
  minWidth: '64px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.base,
  boxShadow: '0 2px 5px rgba(15, 17, 17, 0.15)',
  cursor: 'pointer',
});
