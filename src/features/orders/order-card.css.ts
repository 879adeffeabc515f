import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.small,
  color: vars.color.textMuted,
});
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text });
export const detailsLink = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const orderId = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
