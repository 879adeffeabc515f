import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const bone = style({
  display: 'block',
  background: '#e3e6e6',
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const boneLine = style([bone, { height: '14px' }]);

export const boneShort = style([bone, { height: '14px', width: '55%' }]);

export const bonePrice = style([bone, { height: '22px', width: '35%' }]);

export const boneFill = style([bone, { width: '100%', height: '100%' }]);
