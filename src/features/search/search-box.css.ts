import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { below } from '../../shared/theme/breakpoints';

export const form = style({
  display: 'flex',
  height: '40px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: { '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.actionAlt}` } },
});

export const select = style({
  maxWidth: '110px',
  '@media': { [below('desktop')]: { maxWidth: '64px' } },
  border: 'none',
  borderRight: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
  background: '#e6e6e6',
  color: '#444',
  fontSize: vars.font.small,
  padding: `0 ${vars.space.xs}`,
});

export const field = style({ position: 'relative', flex: 1, minWidth: 0, display: 'flex' });

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
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: vars.color.accent,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: '#f3a847' } },
});
