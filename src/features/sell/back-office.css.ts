import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../shared/theme/breakpoints';
import { vars } from '../../shared/theme/theme.css';

// The back office's few styles (ADR-048): plain forms and tables, usable from 390 px up.

export const backOffice = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'grid',
  // a column no wider than the screen: a wide table scrolls in its own box, not the page
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

/** each page's parts one under another */
globalStyle(`${backOffice} section`, { display: 'grid', gap: vars.space.md, minWidth: 0 });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const who = style({ marginLeft: 'auto', minWidth: 0, overflowWrap: 'anywhere', color: vars.color.textMuted });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.link,
  selectors: { '&[aria-current="page"]': { background: vars.color.headerSubBar, color: vars.color.onHeader } },
});

// an order's id is one long word: it wraps rather than widen the page on a phone
export const heading = style({ margin: 0, fontSize: vars.font.title, overflowWrap: 'anywhere' });

/** a form's fields one under another, two side by side on a wider screen */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '720px',
  '@media': { [`(min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  fontWeight: 700,
  fontSize: vars.font.base,
});

globalStyle(`${field} input, ${field} select, ${field} textarea`, {
  font: 'inherit',
  fontWeight: 400,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});

export const hint = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: vars.font.small });

/** a row of controls: filters above a list, a form's buttons */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });

/** a table that scrolls sideways on a phone rather than squeezing its columns */
export const tableScroll = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.base });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const photos = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });

export const thumbnail = style({ width: '88px', height: '88px', objectFit: 'contain', display: 'block' });

export const muted = style({ color: vars.color.textMuted });

globalStyle(`${table} code`, { overflowWrap: 'anywhere', fontSize: vars.font.small });

/** a cell of words (a title, an order's lines): wide enough to read on a phone, the table scrolling instead */
export const wordsCell = style({ minWidth: '14em' });

/** a choice of a list (a line to refund): its box beside its words */
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 400 });

/** a page's parts one under another (an order's page) */
export const stack = style({ display: 'grid', gap: vars.space.lg, maxWidth: '720px' });

/** a step's form on an order's page: its heading, its fields, its button */
export const stepForm = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.textMuted}`,
});

export const subheading = style({ margin: 0, fontSize: vars.font.large });
