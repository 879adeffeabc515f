import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';
import { card, imageBox } from './product-card.css';
import { bone } from '../../shared/skeleton/bones.css';

// 1 column on the smallest phones, 2 from smallPhone, 3 from desktop, 4 from large and 5 from xlarge
// (src/shared/theme/breakpoints.ts).
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [from('smallPhone')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm },
    [from('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    [from('large')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [from('xlarge')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

// Cards off screen skip layout and paint until they come near (a page of 20 cards then costs the
// phone the first few); the estimate only sizes the scroll bar and is replaced by the real height.
export const gridItem = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' });

export const boneButton = style([bone, { height: '36px', width: '110px', borderRadius: vars.radius.pill, marginTop: 'auto' }]);

export const skeletonCard = style([card, { minHeight: '360px', '@media': { [from('desktop')]: { minHeight: '420px' } } }]);

// the placeholder card's picture box: the size of the card's own
export const skeletonImageBox = style([imageBox]);
