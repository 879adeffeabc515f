import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Product } from '../../../ports/entities';
import { usePorts } from '../../shared/ports-context';
import * as css from './search-results.css';
import { searchQueryOptions } from './search-queries';

interface SearchResultsProps {
  q: string;
  category?: string;
  /** the grid that shows the products; the route brings it from the catalogue */
  renderProducts(products: Product[]): ReactNode;
}

/** Results of a header search: 'Results', the query, the grid, or 'No products match "..."'. */
export function SearchResults({ q, category, renderProducts }: SearchResultsProps) {
  const { catalog } = usePorts();
  const { data: products } = useSuspenseQuery(searchQueryOptions(catalog, q, category));
  return (
    <div className={css.page}>
      <h1 className={css.title}>Results</h1>
      <p className={css.query}>
        {products.length} {products.length === 1 ? 'result' : 'results'} for <strong>&quot;{q}&quot;</strong>
        {category && <> in {category}</>}
      </p>
      {products.length === 0 ? <p className={css.none}>No products match &quot;{q}&quot;</p> : renderProducts(products)}
    </div>
  );
}
