import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });
export const lineTotal = style({ margin: 0, fontWeight: 700 });
export const back = style({ display: 'inline-block', marginTop: vars.space.lg });
