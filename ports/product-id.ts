/**
 * A product id from a path: a positive whole number in plain decimal, else null. One rule for the
 * shop's pages and its server: /products/007 is not product 7, and 0 is no product.
 */
export function parseProductId(raw: string): number | null {
  // at most 15 digits keeps it a safe integer; rejects '0x10', '1.5', '-1', '007', '1e3'
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}
