import { style } from '@vanilla-extract/css';

export const windowedItem = style({ position: 'absolute', boxSizing: 'border-box' });
