import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xxl}`,
  '@media': { [from('tablet')]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const resultsHeader = style({
  marginBottom: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});

export const resultsTitle = style({ margin: 0, fontSize: '20px', fontWeight: 700 });

export const categoryLine = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.base,
  fontWeight: 400,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
