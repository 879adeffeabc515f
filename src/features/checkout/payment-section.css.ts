import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const payment = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '440px' });

export const cardEntry = style({ minHeight: '44px' });

export const total = style({ margin: 0, fontSize: vars.font.large });
