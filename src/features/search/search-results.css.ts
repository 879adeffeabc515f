import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const page = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.font.title });

export const query = style({ margin: `${vars.space.xs} 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const none = style({ padding: vars.space.xl, background: vars.color.surface, fontSize: vars.font.large });

export const correction = style({ margin: `${vars.space.sm} 0 0` });

export const showing = style({ margin: 0, fontSize: vars.font.large });

export const instead = style({ margin: `${vars.space.xs} 0 0` });
