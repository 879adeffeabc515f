import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { below } from '../../shared/theme/breakpoints';

const phone = below('tablet');

const arrow = style({
  position: 'absolute',
  top: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '55%',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.25)' },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.surface, boxShadow: `0 0 0 3px ${vars.color.focus}` },
  },
  '@media': { [phone]: { top: '18%', width: '32px', height: '40%' } },
});

export const previous = style([arrow, { left: 0 }]);

export const next = style([arrow, { right: 0 }]);

export const arrowIcon = style({
  width: '28px',
  height: '48px',
  maxHeight: '100%',
  filter: 'drop-shadow(0 0 2px rgba(255,255,255,0.9))',
});

export const toggle = style({
  position: 'absolute',
  zIndex: 2,
  left: vars.space.sm,
  bottom: '47%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: 'rgba(255, 255, 255, 0.85)',
  color: vars.color.text,
  cursor: 'pointer',
  opacity: 0.75,
  selectors: { '&:hover, &:focus-visible': { opacity: 1 } },
  '@media': {
    [phone]: {
      top: vars.space.xs,
      bottom: 'auto',
      left: 'auto',
      right: vars.space.xs,
      width: '28px',
      height: '28px',
    },
  },
});
