import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { correctedQuery } from '../../../ports/catalog-search';
import type { Product } from '../../../ports/entities';
import { usePorts } from '../../shared/ports-context';
import * as css from './search-results.css';
import { searchQueryOptions } from './search-queries';
import { WaysOn } from '../../shared/ways-on/WaysOn';

interface SearchResultsProps {
  q: string;
  /** the words as typed, no typo forgiven (ADR-020) */
  exact: boolean;
  /** the grid that shows the products; the route brings it from the catalogue */
  renderProducts(products: Product[]): ReactNode;
  /** the failure message with its way to ask again; the route brings it from the catalogue */
  renderFailure(retry: () => void, retrying: boolean): ReactNode;
  /** shown while the results load */
  loading: ReactNode;
}

/** Results of a header search: 'Results', the query, the grid, 'No products match "..."', or the failure. */
export function SearchResults({ q, exact, renderProducts, renderFailure, loading }: SearchResultsProps) {
  const { catalog } = usePorts();
  // the route loader has already asked once; a failure is shown, and fetched again only on request
  const search = useQuery({ ...searchQueryOptions(catalog, q, exact), retryOnMount: false });
  const products = search.data;

  let body;
  if (products) {
    const corrected = exact ? null : correctedQuery(products, q);
    body = (
      <>
        {corrected !== null && (
          // ADR-020: a forgiven typo is said, with the way to the words exactly as typed
          <div className={css.correction}>
            <p className={css.showing}>
              Showing results for <strong>{corrected}</strong>
            </p>
            <p className={css.instead}>
              Search instead for{' '}
              <Link to="/search" search={{ q, exact: true }}>
                {q}
              </Link>
            </p>
          </div>
        )}
        <p className={css.query}>
          {products.length} {products.length === 1 ? 'result' : 'results'} for <strong>&quot;{corrected ?? q}&quot;</strong>
        </p>
        {products.length === 0 ? (
          <>
            <p className={css.none}>No products match &quot;{q}&quot;</p>
            <WaysOn />
          </>
        ) : (
          renderProducts(products)
        )}
      </>
    );
  } else if (search.isError) {
    body = renderFailure(() => void search.refetch(), search.isFetching);
  } else {
    body = loading;
  }

  return (
    <div className={css.page}>
      <h1 className={css.title}>Results</h1>
      {body}
    </div>
  );
}
