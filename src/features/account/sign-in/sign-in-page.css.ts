import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const terms = style({ fontSize: vars.font.small, color: vars.color.textMuted });
