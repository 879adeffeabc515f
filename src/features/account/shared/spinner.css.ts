import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

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
