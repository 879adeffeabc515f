import { createFileRoute } from '@tanstack/react-router';
import { AddToBasketButton } from '../features/basket/AddToBasketButton';
import { categoryQueryOptions } from '../features/catalog/catalog-queries';
import { CategoryPage, CategoryPageSkeleton } from '../features/category/CategoryPage';
import { parseRefinement, type Refinement } from '../domain/refinement';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

export const Route = createFileRoute('/category/$categoryName')({
  // sort and narrow (ADR-011): a bad value falls back to the default, never to the error screen
  validateSearch: (search: Record<string, unknown>): Refinement => parseRefinement(search),
  // prefetchQuery never throws: a failure is shown by the page (requirements §8), not by the router's error screen
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(categoryQueryOptions(context.ports.catalog, params.categoryName)),
  pendingMs: 200,
  pendingComponent: Pending,
  head: ({ params }) => pageHeadOf('category', params.categoryName)(),
  component: Category,
});

function Category() {
  const { categoryName } = Route.useParams();
  const refinement = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HydrationRegion>
      <CategoryPage
        name={categoryName}
        renderAction={(product) => <AddToBasketButton product={product} />}
        refinement={refinement}
        // each choice is a step in the history: Back undoes it
        onRefine={(next) => void navigate({ search: next, resetScroll: false })}
      />
    </HydrationRegion>
  );
}

function Pending() {
  const { categoryName } = Route.useParams();
  return <CategoryPageSkeleton name={categoryName} />;
}
