import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });
export const lineTotal = style({ margin: 0, fontWeight: 700 });
export const back = style({ display: 'inline-block', marginTop: vars.space.lg });

/** the order's life under its lines, inside the order's card as its facts are */
export const life = style({ padding: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });
export const sectionTitle = style({ fontSize: vars.font.large, margin: `0 0 ${vars.space.sm}` });
export const timeline = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const when = style({ color: vars.color.textMuted });
export const cancel = style({ marginTop: vars.space.md });
