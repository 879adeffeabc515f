import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [from('desktop')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
globalStyle(`${details} dt`, { fontSize: vars.font.small, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });
export const status = style({ fontWeight: 700, color: vars.color.success });
export const lineTotal = style({ margin: 0, fontWeight: 700 });
export const back = style({ display: 'inline-block', marginTop: vars.space.lg });
