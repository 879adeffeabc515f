import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.base,
});

export const field = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 700 });

export const select = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  fontWeight: 400,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 2px 5px rgba(15, 17, 17, 0.15)',
  cursor: 'pointer',
  ':disabled': { cursor: 'default' },
});

// at the row's end on wide screens; on its own line when the selects wrap
export const count = style({ margin: '0 0 0 auto', color: vars.color.textMuted });
