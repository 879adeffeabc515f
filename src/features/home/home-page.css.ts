import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

export const home = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', paddingBottom: vars.space.xxl });

// Below the first screen on a phone and a laptop: the first frame lays out and paints the carousel
// and the category cards without the twenty products (LCP about 20 ms sooner in interleaved
// Lighthouse runs, docs/bench-notes/lighthouse-observations.md). The estimate, about a phone's
// height of the section, only sizes the scroll bar until the section is drawn; then its real
// height is kept.
export const productsSection = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 5800px',
  margin: `${vars.space.lg} ${vars.space.sm} 0`,
  '@media': { [from('tablet')]: { margin: `${vars.space.xl} ${vars.space.lg} 0` } },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: '21px', fontWeight: 700 });
