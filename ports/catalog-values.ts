// How the shop reads numbers from any catalogue host (ADR-007): the pages and the payment
// server must agree on a product's price, or a basket could be shown one total and charged another.

/** A number, or a numeric string; anything else is null. */
export function toNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** requirements §3: price defaults to 0 (missing, negative or not a number). */
export function priceOf(value: unknown): number {
  const price = toNumber(value);
  return price !== null && price >= 0 ? price : 0;
}

/** A list price worth showing: a number above the price paid (a deal), else undefined (ADR-022). */
export function listPriceOf(value: unknown, price: number): number | undefined {
  const listPrice = toNumber(value);
  return listPrice !== null && listPrice > price ? listPrice : undefined;
}
