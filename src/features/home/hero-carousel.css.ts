import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

export const region = style({ position: 'relative' });

const wide = from('tablet');

// The banners are 1500 x 600; the box keeps a fixed ratio (3:2 on phones, cropped at the sides, so
// that the words fit above the category cards) so nothing jumps.
export const viewport = style({
  overflow: 'hidden',
  aspectRatio: '3 / 2',
  '@media': { [wide]: { aspectRatio: '5 / 2' } },
});

export const container = style({ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' });

// Like the large retailer, the banner fades into the page background; the category cards overlap it.
export const fade = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '45%',
  pointerEvents: 'none',
  background: `linear-gradient(to bottom, rgba(234, 237, 237, 0), ${vars.color.surfaceMuted})`,
});
