import { style } from '@vanilla-extract/css';

// The adapter brings its own look: it must not depend on the app's theme.
// Each field spans three rows of the form's grid (label, box, message) through subgrid, so that the
// boxes of one row line up whatever their labels wrap to and whichever field shows a message.
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: '8px',
  rowGap: 0,
  margin: 0,
  padding: '12px',
  border: '1px solid #d5d9d9',
  borderRadius: '8px',
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const legend = style({ padding: '0 4px', fontSize: '12px', color: '#565959' });
export const field = style({
  display: 'grid',
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  rowGap: '2px',
  alignContent: 'start',
  minWidth: 0,
  marginBottom: '8px',
});
export const wideField = style([field, { gridColumn: '1 / -1' }]);
// on a phone the postcode takes a row of its own, under expiry and CVC
export const postcodeField = style([
  field,
  { gridColumn: '1 / -1', '@media': { 'screen and (min-width: 480px)': { gridColumn: 'auto' } } },
]);
export const label = style({ alignSelf: 'end', fontSize: '12px', fontWeight: 700 });
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
export const error = style({ margin: 0, fontSize: '13px', lineHeight: 1.3, color: '#b12704' });
