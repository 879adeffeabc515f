import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const estimate = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const free = style({ color: vars.color.success, fontWeight: 700 });
