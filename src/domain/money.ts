// Written out rather than Intl.NumberFormat: the first Intl formatter of a page loads the locale
// data, a long task on a slow phone just as the page starts. The output is the same as en-US's.

/** 1234567 -> '1,234,567' (a whole, non-negative number). */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Requirements §9: prices with a dollar sign, thousands separators and two decimals: $1,234.56. */
export function formatPrice(price: number): string {
  const value = Number.isFinite(price) ? price : 0;
  // half a cent rounds up, as en-US currency formatting does (1.005 is stored as 1.00499...)
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const sign = value < 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** Totals kept in cents, shown the same way as prices. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/** Requirements §9: the order total is amount / 100 with 2 decimals, prefixed with $. */
export function formatOrderAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
