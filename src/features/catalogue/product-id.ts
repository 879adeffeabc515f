/** A product id from the URL: a whole, non-negative number, or null when the path holds anything else. */
export function parseProductId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
