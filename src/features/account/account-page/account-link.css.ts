import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { below } from '../../../shared/theme/breakpoints';

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  '@media': { [below('desktop')]: { padding: '2px' } },
  border: '1px solid transparent',
  color: vars.color.onHeader,
  textDecoration: 'none',
  lineHeight: 1.2,
  selectors: { 'a&:hover': { borderColor: vars.color.onHeader, color: vars.color.onHeader } },
});
export const small = style({
  fontSize: vars.font.small,
  color: vars.color.onHeaderMuted,
  maxWidth: '140px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const bold = style({ fontWeight: 700, '@media': { [below('desktop')]: { fontSize: vars.font.small } } });
export const signOut = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.onHeader,
  fontWeight: 700,
  fontSize: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
