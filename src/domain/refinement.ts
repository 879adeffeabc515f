// ADR-011: a list of products sorted and narrowed by the shopper, the choice kept in the URL. This
// module reads the URL's part, which the route definitions need in the first download; the sorting
// and narrowing (refine-products.ts) travel with the pages that show them.

/** The orders besides the catalogue's own ("featured", the default). */
export const SORTS = ['price-asc', 'price-desc', 'rating'] as const;

/** What the URL's search parameters hold; a missing key is the default (no narrowing, catalogue order). */
export interface Refinement {
  sort?: (typeof SORTS)[number];
  /** dollars, inclusive */
  minPrice?: number;
  /** dollars, exclusive: '$25 to $50' and '$50 to $100' do not overlap */
  maxPrice?: number;
  /** an average rating of at least this many stars, 1 to 4 */
  minRating?: number;
}

const MAX_PRICE = 1_000_000;

function price(raw: unknown): number | undefined {
  // the router parses `?minPrice=25` as a number; a hand-written URL may hold a string
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? value : undefined;
}

/**
 * The refinement a URL's search parameters ask for. Anything unknown or out of range falls back to
 * the default for that key, never to an error: a shared or hand-edited link always shows products.
 * Every key is present, undefined for its default, so the router's copy of the raw parameters
 * cannot bring a refused value back.
 */
export function parseRefinement(search: Record<string, unknown>): Refinement {
  const sort = (SORTS as readonly unknown[]).includes(search.sort) ? (search.sort as Refinement['sort']) : undefined;
  let minPrice = price(search.minPrice);
  let maxPrice = price(search.maxPrice);
  // a range that holds nothing is a broken link, not a wish for an empty page
  if (minPrice !== undefined && maxPrice !== undefined && minPrice >= maxPrice) minPrice = maxPrice = undefined;
  const rating = typeof search.minRating === 'string' ? Number(search.minRating) : search.minRating;
  const minRating = typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 4 ? rating : undefined;
  return { sort, minPrice: minPrice === 0 ? undefined : minPrice, maxPrice, minRating };
}
