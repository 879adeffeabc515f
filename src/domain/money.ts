import { formatCents } from '../../ports/cents';

// the same words for money as the server's (ports/cents.ts)
export { formatCents, groupThousands } from '../../ports/cents';

/** Requirements §9: prices with a dollar sign, thousands separators and two decimals: $1,234.56. */
export function formatPrice(price: number): string {
  const value = Number.isFinite(price) ? price : 0;
  // half a cent rounds up, as en-US currency formatting does (1.005 is stored as 1.00499...)
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return formatCents(value < 0 ? -cents : cents);
}

/** Requirements §9: the order total is amount / 100 with 2 decimals, prefixed with $. */
export function formatOrderAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
