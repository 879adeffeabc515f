import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddToCartButton } from '../features/basket/AddToCartButton';
import { ProductGrid, ProductGridSkeleton } from '../features/catalogue/ProductGrid';
import { productsFetchFailed } from '../features/catalogue/CategoryPage';
import { RetryMessage } from '../features/catalogue/RetryMessage';
import { searchQueryOptions } from '../features/search/search-queries';
import { SearchResults } from '../features/search/SearchResults';
import { pageHeadOf } from '../shared/head/page-heads';

interface SearchParams {
  q: string;
}

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): SearchParams => ({
    q: typeof search.q === 'string' ? search.q.slice(0, 200) : '',
  }),
  beforeLoad: ({ search }) => {
    if (!search.q.trim()) throw redirect({ to: '/' });
  },
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the results page, not by the router's error screen
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(searchQueryOptions(context.ports.catalog, deps.q)),
  pendingMs: 200,
  pendingComponent: Searching,
  head: ({ match }) => pageHeadOf('search', match.search.q)(),
  component: Search,
});

function Search() {
  const { q } = Route.useSearch();
  return (
    <SearchResults
      q={q}
      renderProducts={(products) => (
        // card titles sit right under the page's h1 'Results'
        <ProductGrid
          products={products}
          label="Search results"
          titleLevel={2}
          renderAction={(product) => <AddToCartButton product={product} />}
        />
      )}
      renderFailure={(retry, retrying) => <RetryMessage message={productsFetchFailed} onRetry={retry} retrying={retrying} />}
      loading={<Searching />}
    />
  );
}

/** While the router loads the route and while the results are fetched again: the same placeholder. */
function Searching() {
  return <ProductGridSkeleton label="Searching" />;
}
