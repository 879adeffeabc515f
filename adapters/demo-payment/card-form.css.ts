import { style } from '@vanilla-extract/css';

// The adapter brings its own look: it must not depend on the app's theme.
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: '8px',
  margin: 0,
  padding: '12px',
  border: '1px solid #d5d9d9',
  borderRadius: '8px',
});
export const legend = style({ padding: '0 4px', fontSize: '12px', color: '#565959' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const wideField = style([field, { gridColumn: '1 / -1' }]);
export const label = style({ fontSize: '12px', fontWeight: 700 });
export const input = style({
  height: '34px',
  padding: '0 8px',
  border: '1px solid #888c8c',
  borderRadius: '4px',
  fontSize: '15px',
  minWidth: 0,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: '#b12704', boxShadow: '0 0 0 1px #b12704' },
    '&:focus': { outline: '2px solid #007185', outlineOffset: '1px' },
  },
});
