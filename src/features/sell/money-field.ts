/**
 * Dollars as a merchant types them ("12.99", "$1,250", " 0.5 ") as whole cents; null for nothing
 * typed, NaN for what is not an amount. The catalogue's rules (checkDraft) then judge the amount.
 */
export function centsOf(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (plain === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the editor's field shows them: 1299 -> "12.99". */
export const dollarsOf = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));
