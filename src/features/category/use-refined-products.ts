import { useMemo } from 'react';
import type { Product } from '../../../ports/entities';
import { refineProducts } from '../../domain/refine-products';
import type { Refinement } from '../../domain/refinement';
import { useHydrating } from '../../shared/use-hydrating';

const unrefined: Refinement = {};

/** The refinement in force and the products it keeps; one pass over the list per change (ADR-011). */
export function useRefinedProducts(products: readonly Product[], refinement: Refinement) {
  // a pre-rendered page is the default view whatever the address says (hosts serve it by path)
  const applied = useHydrating() ? unrefined : refinement;
  const { sort, minPrice, maxPrice, minRating } = applied;
  const refined = useMemo(
    () => refineProducts(products, { sort, minPrice, maxPrice, minRating }),
    [products, sort, minPrice, maxPrice, minRating],
  );
  return { refinement: applied, products: refined };
}
