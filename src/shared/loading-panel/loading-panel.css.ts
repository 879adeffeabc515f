import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const stretch = keyframes({ '0%, 100%': { transform: 'scaleY(0.4)' }, '50%': { transform: 'scaleY(1)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  background: 'rgba(255, 255, 255, 0.92)',
});
export const bars = style({ display: 'flex', gap: vars.space.xs, height: '40px' });
export const bar = style({
  width: '6px',
  background: vars.color.actionAlt,
  animation: `${stretch} 1s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: Object.fromEntries([2, 3, 4, 5].map((n) => [`&:nth-child(${n})`, { animationDelay: `${(n - 1) / 10}s` }])),
});
