import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

export const home = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', paddingBottom: vars.space.xxl });

export const productsSection = style({
  margin: `${vars.space.lg} ${vars.space.sm} 0`,
  '@media': { [from('tablet')]: { margin: `${vars.space.xl} ${vars.space.lg} 0` } },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: '21px', fontWeight: 700 });
