import { createFileRoute } from '@tanstack/react-router';
import { AddToCartButton } from '../features/basket/AddToCartButton';
import { productQueryOptions } from '../features/catalogue/catalogue-queries';
import { ProductDetail } from '../features/catalogue/ProductDetail';
import { ProductDetailSkeleton } from '../features/catalogue/ProductDetailSkeleton';
import { parseProductId } from '../features/catalogue/product-id';

export const Route = createFileRoute('/products/$productId')({
  // an id that is not a whole number is never requested; the page shows it as not found
  loader: async ({ context, params }) => {
    const id = parseProductId(params.productId);
    if (id !== null) await context.queryClient.prefetchQuery(productQueryOptions(context.ports.catalog, id));
  },
  pendingMs: 200,
  pendingComponent: ProductDetailSkeleton,
  component: Product,
});

function Product() {
  const { productId } = Route.useParams();
  return <ProductDetail productId={productId} renderAction={(product) => <AddToCartButton product={product} wide />} />;
}
