import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** On <html> while the drawer is open; the gutter keeps the page from shifting as its scrollbar goes. */
export const pageScrollLocked = style({ overflow: 'hidden', scrollbarGutter: 'stable' });
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgba(0, 0, 0, 0.8)',
  animation: `${fadeIn} 0.2s ease-out`,
});
export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: 41,
  width: 'min(365px, 85vw)',
  overflowY: 'auto',
  background: vars.color.surface,
  animation: `${slideIn} 0.25s ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});
export const title = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.headerSubBar,
  color: vars.color.onHeader,
  fontSize: vars.font.large,
});
export const heading = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}`,
  fontSize: vars.font.large,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const item = style({
  display: 'block',
  padding: `${vars.space.md} ${vars.space.xl}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
export const close = style({
  position: 'fixed',
  top: vars.space.md,
  left: 'calc(min(365px, 85vw) + 12px)',
  width: '36px',
  height: '36px',
  border: 'none',
  background: 'none',
  color: vars.color.onHeader,
  fontSize: '24px',
  cursor: 'pointer',
});
