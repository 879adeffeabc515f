import { style } from '@vanilla-extract/css';

// The main area is at least a screen tall: content that arrives after the first paint (a list
// replacing its placeholder) then grows below the fold, instead of moving the footer in view.
export const pageMain = style({ minHeight: '100vh' });
