import type { ReactNode } from 'react';
import type { Product } from '../../../ports/entities';
import type { Refinement } from '../../domain/refinement';
import { NothingMatches } from './NothingMatches';
import { RefineBar } from './RefineBar';
import { useRefinedProducts } from './use-refined-products';

interface RefinedProductsProps {
  products: readonly Product[];
  refinement: Refinement;
  onRefine?: (refinement: Refinement) => void;
  /** the grid of the products kept */
  children: (products: readonly Product[]) => ReactNode;
}

/** A list of products under its sort and narrowing bar (ADR-011): the bar, then what it keeps. */
export function RefinedProducts({ products, refinement, onRefine, children }: RefinedProductsProps) {
  const refined = useRefinedProducts(products, refinement);
  return (
    <>
      <RefineBar refinement={refined.refinement} onChange={onRefine} count={refined.products.length} />
      {refined.products.length === 0 ? <NothingMatches onClear={() => onRefine?.({})} /> : children(refined.products)}
    </>
  );
}
