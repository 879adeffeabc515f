import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

/** The strip at the top of an order's card on /Orders. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.small,
  color: vars.color.textMuted,
});
globalStyle(`${summary} dd`, { margin: 0, color: vars.color.text });
export const summaryId = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

/** The grid at the top of an order's own page. */
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
export const status = style({ fontWeight: 700, color: vars.color.success });
