import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// The account feature's one frame: a narrow card, centred, with its title. All of its pages draw
// it (the sign-in form, 'Your Account' and the password reset pages), as the large retailer's
// account pages share one.

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  minHeight: '70vh',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '350px',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  alignSelf: 'flex-start',
});
export const title = style({ fontSize: '28px', fontWeight: 400, margin: `0 0 ${vars.space.sm}` });
/** A form inside the card, its fields spaced as the card's own. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
/** A line of text in the card: the card's gap is its spacing. */
export const text = style({ margin: 0 });
