import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddToBasketButton } from '../features/basket/AddToBasketButton';
import { ProductGrid, ProductGridSkeleton } from '../features/product-grid/ProductGrid';
import { productsFetchFailed } from '../features/catalog/catalog-messages';
import { RefinedProducts } from '../features/category/RefinedProducts';
import { RetryMessage } from '../features/catalog/RetryMessage';
import { searchQueryOptions } from '../features/search/search-queries';
import { SearchResults } from '../features/search/SearchResults';
import { rememberResults } from '../features/search/results-trail';
import { pageHeadOf } from '../shared/head/page-heads';
import { parseRefinement, type Refinement } from '../domain/refinement';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

interface SearchParams extends Refinement {
  q: string;
  /** the words as typed, no typo forgiven: the link of 'Search instead for' (ADR-020) */
  exact?: boolean;
}

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): SearchParams => ({
    q: typeof search.q === 'string' ? search.q.slice(0, 200) : '',
    exact: search.exact === true || search.exact === 'true' ? true : undefined,
    // sort and narrow (ADR-011), as on a category page
    ...parseRefinement(search),
  }),
  beforeLoad: ({ search }) => {
    if (!search.q.trim()) throw redirect({ to: '/' });
  },
  // the refinement works on the products already fetched: only the query makes the loader run again
  loaderDeps: ({ search }) => ({ q: search.q, exact: search.exact === true }),
  // prefetchQuery never throws: a failure is shown by the results page, not by the router's error screen
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(searchQueryOptions(context.ports.catalog, deps.q, deps.exact)),
  pendingMs: 200,
  pendingComponent: Searching,
  head: ({ match }) => pageHeadOf('search', match.search.q)(),
  component: Search,
});

function Search() {
  const { q, exact, ...refinement } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HydrationRegion>
      <SearchResults
        q={q}
        exact={exact === true}
        renderProducts={(products) => (
          <RefinedProducts
            products={products}
            refinement={refinement}
            onRefine={(next) => void navigate({ search: { q, exact, ...next }, resetScroll: false })}
          >
            {(kept) => {
              // ADR-020: a product opened from here offers the way back to these very results
              rememberResults(
                { q, exact, ...refinement },
                kept.map((product) => product.id),
              );
              return (
                // card titles sit right under the page's h1 'Results'
                <ProductGrid
                  products={kept}
                  label="Search results"
                  titleLevel={2}
                  renderAction={(product) => <AddToBasketButton product={product} />}
                />
              );
            }}
          </RefinedProducts>
        )}
        renderFailure={(retry, retrying) => <RetryMessage message={productsFetchFailed} onRetry={retry} retrying={retrying} />}
        loading={<Searching />}
      />
    </HydrationRegion>
  );
}

/** While the router loads the route and while the results are fetched again: the same placeholder. */
function Searching() {
  return <ProductGridSkeleton label="Searching" />;
}
