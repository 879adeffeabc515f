import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });

export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });

export const form = style({ display: 'grid', gap: vars.space.sm, width: '100%', maxWidth: '440px' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontWeight: 700 });

export const input = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.base,
  fontWeight: 400,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
