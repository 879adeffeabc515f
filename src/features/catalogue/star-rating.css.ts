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

const layer = style({ position: 'absolute', top: 0, left: 0, height: '100%', overflow: 'hidden', color: vars.color.star });
export const emptyLayer = style([layer, { width: '100%' }]);

// Spec 9: precision 0.1 on a scale of 5, so 51 fill widths cover every rating; no inline styles needed.
export const fillLayer = styleVariants(
  Object.fromEntries(Array.from({ length: 51 }, (_, tenths) => [tenths, [layer, { width: `${tenths * 2}%` }]])),
);

export const starsSvg = style({ display: 'block', width: '80px', height: '16px', maxWidth: 'none' });

export const count = style({ color: vars.color.link });
