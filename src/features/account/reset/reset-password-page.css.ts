import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

/** What a new password takes, under its field: small, as the sign-in page's terms. */
export const rule = style({ margin: 0, fontSize: vars.font.small, color: vars.color.textMuted });
