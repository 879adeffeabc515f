import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddToCartButton } from '../features/basket/AddToCartButton';
import { ProductGrid, ProductGridSkeleton } from '../features/catalogue/ProductGrid';
import { parseCategory } from '../features/search/search-categories';
import { searchQueryOptions } from '../features/search/search-queries';
import { SearchResults } from '../features/search/SearchResults';

interface SearchParams {
  q: string;
  category?: string;
}

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): SearchParams => ({
    q: typeof search.q === 'string' ? search.q.slice(0, 200) : '',
    category: parseCategory(search.category),
  }),
  beforeLoad: ({ search }) => {
    if (!search.q.trim()) throw redirect({ to: '/' });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(searchQueryOptions(context.ports.catalog, deps.q, deps.category)),
  pendingMs: 200,
  pendingComponent: () => <ProductGridSkeleton label="Searching" />,
  component: Search,
});

function Search() {
  const { q, category } = Route.useSearch();
  return (
    <SearchResults
      q={q}
      category={category}
      renderProducts={(products) => (
        <ProductGrid products={products} label="Search results" renderAction={(product) => <AddToCartButton product={product} />} />
      )}
    />
  );
}
