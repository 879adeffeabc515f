import { useMemo, useSyncExternalStore } from 'react';
import type { Product } from '../../../ports/entities';
import { refineProducts, type Refinement } from '../../domain/refine-products';

const never = () => () => {};

/**
 * True while React hydrates pre-rendered HTML. A pre-rendered page is the default view whatever
 * the address's search parameters say (hosts serve it by path), so the first render matches it and
 * the next one, at once, shows the refinement asked for.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

const unrefined: Refinement = {};

/** The refinement in force and the products it keeps; one pass over the list per change (ADR-011). */
export function useRefinedProducts(products: readonly Product[], refinement: Refinement) {
  const applied = useHydrating() ? unrefined : refinement;
  const { sort, minPrice, maxPrice, minRating } = applied;
  const refined = useMemo(
    () => refineProducts(products, { sort, minPrice, maxPrice, minRating }),
    [products, sort, minPrice, maxPrice, minRating],
  );
  return { refinement: applied, products: refined };
}
