import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

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
export const section = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [from('desktop')]: { gridTemplateColumns: '220px 1fr' } },
});
export const sectionTitle = style({ margin: 0, fontSize: vars.font.large });
export const review = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const reviewLine = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  gap: vars.space.md,
  alignItems: 'center',
});
export const reviewImage = style({ width: '64px', height: '64px', objectFit: 'contain' });
export const reviewTitle = style({ overflowWrap: 'anywhere' });
export const payment = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '440px' });
export const cardEntry = style({ minHeight: '44px' });
export const total = style({ margin: 0, fontSize: vars.font.large });
