import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.base,
  color: vars.color.link,
  lineHeight: 1,
});

export const score = style({ color: vars.color.text });

export const stars = style({ position: 'relative', display: 'inline-block', width: '80px', height: '16px', flex: 'none' });

// One star, used as a mask repeated along the row and painted in the star colour: two elements per
// rating instead of two SVGs of five paths (a grid of 20 cards is some 250 fewer nodes to build).
const starPath = 'M10 1.6l2.5 5.4 5.9.7-4.4 4 1.2 5.8L10 14.6l-5.2 2.9L6 11.7l-4.4-4 5.9-.7z';
const starMask = (paint: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path d='${starPath}' ${paint} stroke-linejoin='round'/></svg>`)}")`;
const outlineStars = starMask("fill='none' stroke='#000' stroke-width='1.2'");
const filledStars = starMask("fill='#000' stroke='#000' stroke-width='1.2'");

const layer = style({
  position: 'absolute',
  top: 0,
  left: 0,
  height: '100%',
  backgroundColor: vars.color.star,
  maskSize: '16px 16px',
  maskRepeat: 'repeat-x',
  WebkitMaskSize: '16px 16px',
  WebkitMaskRepeat: 'repeat-x',
  // forced-colours mode drops background colours: the stars would vanish (the label still says the rating)
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText', forcedColorAdjust: 'none' } },
});
const outline = style({ maskImage: outlineStars, WebkitMaskImage: outlineStars });
const filled = style({ maskImage: filledStars, WebkitMaskImage: filledStars });
export const emptyLayer = style([layer, outline, { width: '100%' }]);

// Requirements §9: precision 0.1 on a scale of 5, so 51 fill widths cover every rating; no inline styles needed.
export const fillLayer = styleVariants(
  Object.fromEntries(Array.from({ length: 51 }, (_, tenths) => [tenths, [layer, filled, { width: `${tenths * 2}%` }]])),
);

export const count = style({ color: vars.color.link });
