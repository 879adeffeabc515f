/**
 * ADR-039: the stock the built-in catalog ships with, written once into a new store (a product the
 * merchant has set since keeps the merchant's figure): plenty of most things, a few running low, one
 * sold out, so that every stock text shows somewhere.
 */
const PLENTY = 1_000;
const FEW_LEFT: ReadonlyArray<[productId: number, onHand: number]> = [
  [10, 3],
  [17, 5],
  [22, 2],
  [12, 0],
];

export function builtInStock(productIds: readonly number[]): Map<number, number> {
  const figures = new Map(productIds.map((id) => [id, PLENTY]));
  for (const [productId, onHand] of FEW_LEFT) if (figures.has(productId)) figures.set(productId, onHand);
  return figures;
}
