import type { Product } from '../../ports/entities';
import type { ViewedProduct } from '../../ports/recently-viewed-port';

/** ADR-013: the home page shows at most this many of the products opened lately. */
export const RECENTLY_VIEWED_LIMIT = 8;

/** The list after opening `product`: it comes first, once, and the oldest fall off past the limit. */
export function withViewed(list: readonly ViewedProduct[], product: Product): ViewedProduct[] {
  const { id, title, image } = product;
  return [{ id, title, image }, ...list.filter((entry) => entry.id !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}
