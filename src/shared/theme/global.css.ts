import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.base,
  lineHeight: 1.4,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
});
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: vars.color.link });
globalStyle('a:hover', { color: vars.color.linkHover });
globalStyle('button, input, select', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { lineHeight: 1.2 });

// a button tapped before the app has started on a pre-rendered page: the tap is made once it has
// (src/startup/early-input.ts)
globalStyle('#root button[aria-busy="true"]', { cursor: 'progress', opacity: 0.7 });
