const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Spec 9: prices with a dollar sign, thousands separators and two decimals: $1,234.56. */
export function formatPrice(price: number): string {
  return dollars.format(Number.isFinite(price) ? price : 0);
}

/** Totals kept in cents, shown the same way as prices. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/** Spec 9: the order total is amount / 100 with 2 decimals, prefixed with $. */
export function formatOrderAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Spec 9: order date from seconds since epoch, in local date format. */
export function formatOrderDate(createdSeconds: number, locale?: string): string {
  return new Date(createdSeconds * 1000).toLocaleDateString(locale);
}
