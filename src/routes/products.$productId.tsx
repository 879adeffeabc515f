import { createFileRoute } from '@tanstack/react-router';
import { BuyBoxActions } from '../features/basket/BuyBoxActions';
import { productQueryOptions } from '../features/catalog/catalog-queries';
import { ProductDetail } from '../features/product/ProductDetail';
import { ProductDetailSkeleton } from '../features/product/ProductDetailSkeleton';
import { parseProductId } from '../../ports/product-id';
import { BackToResults } from '../features/search/BackToResults';
import { useRecordView } from '../features/recently-viewed/use-record-view';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

export const Route = createFileRoute('/products/$productId')({
  // an id that is not a whole number is never requested; the page shows it as not found
  // a product that cannot be loaded is shown by the page (requirements §8), not by the router's error screen
  loader: async ({ context, params }) => {
    const id = parseProductId(params.productId);
    const product =
      id === null
        ? null
        : await context.queryClient.ensureQueryData(productQueryOptions(context.ports.catalog, id)).catch(() => null);
    return { id, product };
  },
  head: ({ loaderData, params }) => pageHeadOf('product', loaderData?.product ?? null, params.productId)(),
  pendingMs: 200,
  pendingComponent: ProductDetailSkeleton,
  component: Product,
});

function Product() {
  const { id, product } = Route.useLoaderData();
  useRecordView(product);
  return (
    <HydrationRegion>
      <BackToResults key={id} productId={id} />
      <ProductDetail id={id} renderAction={(shown) => <BuyBoxActions product={shown} />} />
    </HydrationRegion>
  );
}
