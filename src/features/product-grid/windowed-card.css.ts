import { style } from '@vanilla-extract/css';

export const windowedCard = style({ position: 'absolute', boxSizing: 'border-box' });
