import { style } from '@vanilla-extract/css';

/** The <picture> around a photo takes no box of its own: its img is sized as a plain one is. */
export const picture = style({ display: 'contents' });
