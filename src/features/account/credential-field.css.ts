import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const label = style({ fontWeight: 700, fontSize: '13px' });
export const input = style({
  width: '100%',
  height: '31px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid #888c8c`,
  borderRadius: '3px',
  boxShadow: '0 1px 0 rgba(255,255,255,.5), 0 1px 0 rgba(0,0,0,.07) inset',
  selectors: { '&:focus': { borderColor: '#e77600', boxShadow: '0 0 3px 2px rgb(228 121 17 / 50%)', outline: 'none' } },
});
/** The input with something beside it (the password's show/hide toggle). */
export const row = style({ display: 'flex', gap: vars.space.xs, marginBottom: vars.space.sm });
