import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  minHeight: '70vh',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '350px',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  alignSelf: 'flex-start',
});
export const title = style({ fontSize: '28px', fontWeight: 400, margin: `0 0 ${vars.space.sm}` });
export const label = style({ fontWeight: 700, fontSize: '13px' });
export const input = style({
  width: '100%',
  height: '31px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid #888c8c`,
  borderRadius: '3px',
  boxShadow: '0 1px 0 rgba(255,255,255,.5), 0 1px 0 rgba(0,0,0,.07) inset',
  selectors: { '&:focus': { borderColor: '#e77600', boxShadow: '0 0 3px 2px rgb(228 121 17 / 50%)', outline: 'none' } },
});
export const passwordRow = style({ display: 'flex', gap: vars.space.xs, marginBottom: vars.space.sm });
export const toggle = style({
  flexShrink: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: vars.font.small,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
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
export const terms = style({ fontSize: vars.font.small, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  width: '14px',
  height: '14px',
  border: `2px solid ${vars.color.textMuted}`,
  borderTopColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
});
