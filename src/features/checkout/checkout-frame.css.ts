import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const page = style({ maxWidth: '1000px', margin: '0 auto', padding: vars.space.lg });

export const title = style({
  textAlign: 'center',
  fontWeight: 400,
  fontSize: '28px',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panel = style({ background: vars.color.surface, padding: vars.space.xl });
