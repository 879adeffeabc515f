import type { Refinement } from '../../domain/refinement';

/** A search results page as the shopper last left it: its query, sort and narrowing (ADR-020). */
export interface ResultsPlace extends Refinement {
  q: string;
  exact?: boolean;
}

let last: { place: ResultsPlace; productIds: ReadonlySet<number> } | null = null;

/** The results page says where it is and which products it shows, each time it shows them. */
export function rememberResults(place: ResultsPlace, productIds: readonly number[]) {
  last = { place, productIds: new Set(productIds) };
}

/**
 * The results a product was reached from, or null: kept in memory for this visit only, so a
 * product page opened afresh (or pre-rendered) offers no way back to results it never came from.
 */
export function resultsShowing(productId: number | null): ResultsPlace | null {
  return last && productId !== null && last.productIds.has(productId) ? last.place : null;
}
