import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/basket/AddToCartButton';
import { categoryQueryOptions } from '../features/catalogue/catalogue-queries';
import { CategoryPage, CategoryPageSkeleton } from '../features/catalogue/CategoryPage';
import { pageHeadOf } from '../shared/head/page-heads';

export const Route = createFileRoute('/category/$categoryName')({
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
  return <CategoryPage name={categoryName} renderAction={(product) => <AddToCartButton product={product} />} />;
}

function Pending() {
  const { categoryName } = Route.useParams();
  return <CategoryPageSkeleton name={categoryName} />;
}
