import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const page = style({ maxWidth: '1000px', margin: '0 auto', padding: vars.space.lg });
export const title = style({ fontSize: '28px', fontWeight: 400 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const order = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
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
export const products = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const product = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const productImage = style({ width: '80px', height: '80px', objectFit: 'contain' });
export const productTitle = style({ margin: 0, color: vars.color.link });
export const productMeta = style({ margin: 0, color: vars.color.textMuted });
export const buyAgain = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginTop: vars.space.sm,
});
export const buyAgainNotice = style({ margin: 0, fontSize: vars.font.small, fontWeight: 700 });
export const waiting = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const reference = style({ overflowWrap: 'anywhere' });
