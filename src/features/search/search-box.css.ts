import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const form = style({
  display: 'flex',
  height: '40px',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
  selectors: { '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.actionAlt}` } },
});
export const select = style({
  border: 'none',
  borderRight: `1px solid ${vars.color.border}`,
  background: '#e6e6e6',
  color: '#555',
  fontSize: vars.font.small,
  padding: `0 ${vars.space.sm}`,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  padding: `0 ${vars.space.md}`,
  fontSize: '15px',
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});
export const submit = style({
  width: '45px',
  border: 'none',
  background: vars.color.accent,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: '#f3a847' } },
});
