import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const label = style({ gridRow: 1, gridColumn: 1, fontWeight: 700, fontSize: '13px' });
export const input = style({
  gridColumn: '1 / -1',
  width: '100%',
  height: '31px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid #888c8c`,
  borderRadius: '3px',
  boxShadow: '0 1px 0 rgba(255,255,255,.5), 0 1px 0 rgba(0,0,0,.07) inset',
  selectors: { '&:focus': { borderColor: '#e77600', boxShadow: '0 0 3px 2px rgb(228 121 17 / 50%)', outline: 'none' } },
});
/** The input with something beside it (the password's show/hide toggle). */
export const row = style({ gridColumn: '1 / -1', display: 'flex', gap: vars.space.xs, marginBottom: vars.space.sm });
/** The label over the input, spaced as the form's own rows; what sits beside the label at its row's end. */
export const field = style({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: vars.space.sm, alignItems: 'baseline' });
/**
 * Beside the label, whatever its place among the field's elements; in the label's size, so that the
 * row is as tall with it as without.
 */
export const besideLabel = style({ gridRow: 1, gridColumn: 2, fontSize: '13px' });
