import { style } from '@vanilla-extract/css';
import { subBarItem } from '../../shared/header/header.css';
import { vars } from '../../shared/theme/theme.css';

/** 'All', first of the header's second row: one of its items, but bold and pressable. */
export const trigger = style([
  subBarItem,
  { fontWeight: 700, cursor: 'pointer', selectors: { '&:hover': { borderColor: vars.color.onHeader } } },
]);
