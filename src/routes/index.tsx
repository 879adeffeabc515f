import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/basket/AddToCartButton';
import { productsQueryOptions } from '../features/catalogue/catalogue-queries';
import { HomePage } from '../features/catalogue/HomePage';

export const Route = createFileRoute('/')({
  // spec 7/8: the list request starts early but never holds up or fails the home page
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productsQueryOptions(context.ports.catalog));
  },
  component: Home,
});

function Home() {
  return <HomePage renderProductAction={(product) => <AddToCartButton product={product} />} />;
}
