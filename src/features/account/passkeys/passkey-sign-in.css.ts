import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

/** 'or' between the password's way in and the passkey's, on a rule across the card */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.xs} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.small,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
export const passkey = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
