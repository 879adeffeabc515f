import { style } from '@vanilla-extract/css';
import { vars } from '../src/shared/theme/theme.css';

export const banner = style({
  background: vars.color.accent,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.base,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'center',
});

export const text = style({ margin: 0 });

// the number stays on one line, even on a 320 px phone
export const card = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
