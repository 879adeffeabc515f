import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '90px 1fr',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [from('tablet')]: { gridTemplateColumns: '140px 1fr auto' } },
});

export const lineImage = style({ width: '100%', aspectRatio: '1', objectFit: 'contain' });

export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const lineTitle = style({
  fontSize: vars.font.large,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});

export const linePrice = style({ margin: 0, fontWeight: 700 });

export const lineTotal = style({
  margin: 0,
  fontWeight: 700,
  fontSize: vars.font.large,
  gridColumn: '2',
  '@media': { [from('tablet')]: { gridColumn: 'auto' } },
});

export const amountGroup = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  border: `3px solid ${vars.color.action}`,
  borderRadius: vars.radius.pill,
});

export const stepper = style({
  width: '36px',
  height: '32px',
  border: 'none',
  background: 'none',
  fontSize: vars.font.large,
  fontWeight: 700,
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    // ADR-020: the + at the maximum quantity
    '&[aria-disabled="true"]': { color: vars.color.textMuted, background: 'none', cursor: 'not-allowed' },
  },
});

export const limit = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.small });

/** ADR-039: the line holds more than is left */
export const overStock = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.small, fontWeight: 700 });

export const amount = style({ minWidth: '32px', textAlign: 'center', fontWeight: 700 });

// a link-like button beside the quantity, as on the large retailer

export const deleteLine = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: vars.font.base,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' } },
});
