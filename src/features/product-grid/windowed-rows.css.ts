import { style } from '@vanilla-extract/css';

// Windowed list (long categories): the list keeps the full height of all its rows, and each
// rendered card is placed in it by the component (top, left, width, height).
export const windowedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  width: '100%',
});
