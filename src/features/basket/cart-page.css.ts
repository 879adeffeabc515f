import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

// wide screens: basket on the left, the subtotal box beside it on the right (it comes first in the page)
const wide = from('wide');

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '1fr 300px' } },
});

export const basketPanel = style({
  background: vars.color.surface,
  padding: vars.space.xl,
  minWidth: 0,
  '@media': { [wide]: { gridColumn: 1, gridRow: 1 } },
});

export const greeting = style({ margin: 0, color: vars.color.textMuted });

export const title = style({
  fontSize: '28px',
  fontWeight: 400,
  margin: `${vars.space.xs} 0 ${vars.space.lg}`,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const empty = style({ fontSize: vars.font.large });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

export const deletedNotice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
