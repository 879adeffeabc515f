import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** every button of the shop; `buttonClass` (./button-class.ts) adds one of each variant below */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
  fontSize: vars.font.base,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const buttonTones = styleVariants({
  primary: {
    background: vars.color.action,
    borderColor: vars.color.actionBorder,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.actionHover, color: vars.color.text } },
  },
  buy: { background: vars.color.actionAlt, selectors: { '&:hover:not(:disabled)': { background: '#fa8900' } } },
  secondary: {
    background: vars.color.surface,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised, color: vars.color.text } },
  },
});

export const buttonSizes = styleVariants({
  normal: {},
  wide: { width: '100%' },
  small: { minHeight: '29px', fontSize: vars.font.small },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const errorText = style({ color: vars.color.danger, margin: `${vars.space.sm} 0` });

/** Good news in a green box: an order placed. */
export const successNotice = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: '#f0fff8',
  color: vars.color.success,
  fontWeight: 700,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-40px',
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.sm } },
});
