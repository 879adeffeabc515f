import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const title = style({
  margin: 0,
  fontSize: '20px',
  fontWeight: 400,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  '@media': { [from('desktop')]: { fontSize: vars.font.title } },
});

// on a phone the buy box, right above, already shows the price
export const bigPrice = style({
  display: 'none',
  margin: 0,
  fontSize: '28px',
  fontWeight: 500,
  '@media': { [from('desktop')]: { display: 'block' } },
});

export const sectionTitle = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: '16px', fontWeight: 700 });

export const description = style({ margin: 0, fontSize: '15px', lineHeight: 1.5, overflowWrap: 'anywhere' });

export const facts = style({
  margin: `${vars.space.md} 0 0`,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.font.base,
});

export const factName = style({ fontWeight: 700 });

export const factValue = style({ margin: 0, textTransform: 'capitalize' });

export const buyPrice = style({ margin: 0, fontSize: '24px', fontWeight: 500 });

export const delivery = style({ margin: 0, fontSize: vars.font.base, color: vars.color.textMuted });

export const inStock = style({ margin: 0, fontSize: vars.font.large, color: vars.color.success });

/** ADR-039: few left, or none */
export const fewLeft = style([inStock, { color: vars.color.danger }]);

export const soldBy = style({ margin: 0, fontSize: vars.font.small, color: vars.color.textMuted });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '720px',
  margin: `${vars.space.xl} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const noticeTitle = style({ margin: 0, fontSize: '22px' });
