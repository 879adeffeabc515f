import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { below, from } from '../theme/breakpoints';

// kept in view only where it takes a small part of the screen: on a phone, or at 200% zoom, a
// header of a quarter of the screen would follow every scroll, so there it scrolls away
export const header = style({
  position: 'relative',
  zIndex: 10,
  '@media': { [`${from('desktop')} and (min-height: 600px)`]: { position: 'sticky', top: 0 } },
});

export const mainBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: vars.layout.headerHeight,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.headerBar,
  color: vars.color.onHeader,
  '@media': { [below('desktop')]: { rowGap: vars.space.xs } },
});

export const headerLink = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: '2px',
  '@media': { [below('desktop')]: { padding: '2px' } },
  color: vars.color.onHeader,
  textDecoration: 'none',
  lineHeight: 1.2,
  selectors: { '&:hover': { borderColor: vars.color.onHeader, color: vars.color.onHeader } },
});

export const logo = style([
  headerLink,
  {
    '@media': { [below('desktop')]: { fontSize: '19px', flexShrink: 0 } },
    fontSize: '22px',
    fontWeight: 700,
    letterSpacing: '-0.5px',
    flexDirection: 'row',
    alignItems: 'baseline',
  },
]);
export const logoAccent = style({ color: vars.color.accent });

export const smallLine = style({ fontSize: vars.font.small, color: vars.color.onHeaderMuted });
export const boldLine = style({
  fontSize: vars.font.base,
  fontWeight: 700,
  '@media': { [below('desktop')]: { fontSize: vars.font.small } },
});

// On phones the delivery label and the language take a slim row of their own under the search box
// (requirements §2: every page's header shows both), instead of crowding the logo's row.
const phoneStrip = { order: 11, flexDirection: 'row', justifyContent: 'flex-start', alignItems: 'baseline', gap: '4px' } as const;

export const delivery = style([headerLink, { '@media': { [below('desktop')]: { ...phoneStrip, flex: '1 1 auto' } } }]);

export const searchSlot = style({
  flex: '1 1 320px',
  minWidth: 0,
  '@media': { [below('desktop')]: { order: 10, flexBasis: '100%' } },
});

export const language = style([
  headerLink,
  {
    flexDirection: 'row',
    alignItems: 'center',
    fontWeight: 700,
    '@media': { [below('desktop')]: { ...phoneStrip, order: 12, fontSize: vars.font.small } },
  },
]);

// On phones the group takes what the logo leaves and never wraps under it (ADR-020): from a
// zero basis it always fits the logo's row, and only the account's greeting gives way, cut short
// with an ellipsis (its full text stays in the page for assistive technology)
export const rightGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
  '@media': { [below('desktop')]: { gap: 0, flex: '1 1 0', minWidth: 0, justifyContent: 'flex-end' } },
});
globalStyle(`${rightGroup} > *`, { '@media': { [below('desktop')]: { flexShrink: 0 } } });

export const accountSlot = style({
  display: 'flex',
  '@media': { [below('desktop')]: { flexShrink: 1, minWidth: 0 } },
});
globalStyle(`${accountSlot} > *`, { '@media': { [below('desktop')]: { minWidth: 0, maxWidth: '100%' } } });

export const subBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: `0 ${vars.space.md}`,
  minHeight: '39px',
  background: vars.color.headerSubBar,
  color: vars.color.onHeader,
  whiteSpace: 'nowrap',
});

export const subBarItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid transparent',
  background: 'none',
  color: vars.color.onHeader,
  fontSize: vars.font.base,
  cursor: 'default',
});

export const subBarLink = style([
  subBarItem,
  { cursor: 'pointer', textDecoration: 'none', selectors: { '&:hover': { borderColor: vars.color.onHeader } } },
]);
