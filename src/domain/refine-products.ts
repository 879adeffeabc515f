import type { Product } from '../../ports/entities';
import type { Refinement, SORTS } from './refinement';

// ADR-011: the products a refinement keeps, in its order (refinement.ts reads it from the URL).

export const sortOrders: Record<'featured' | (typeof SORTS)[number], string> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  rating: 'Avg. Customer Review',
};

export type SortOrder = keyof typeof sortOrders;

export const isRefined = (refinement: Refinement) => Object.values(refinement).some((value) => value !== undefined);

const compare: Record<Exclude<SortOrder, 'featured'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  // the better average first; of two equal, the one more shoppers rated
  rating: (a, b) => b.rating.rate - a.rating.rate || b.rating.count - a.rating.count,
};

/** The products the refinement keeps, in its order; ties keep the catalogue's order (a stable sort). */
export function refineProducts(products: readonly Product[], refinement: Refinement): readonly Product[] {
  const { sort, minPrice, maxPrice, minRating } = refinement;
  if (!isRefined(refinement)) return products;
  const kept = products.filter(
    (product) =>
      (minPrice === undefined || product.price >= minPrice) &&
      (maxPrice === undefined || product.price < maxPrice) &&
      (minRating === undefined || product.rating.rate >= minRating),
  );
  return sort ? kept.sort(compare[sort]) : kept;
}
