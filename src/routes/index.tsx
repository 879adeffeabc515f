import { createFileRoute } from '@tanstack/react-router';
import { AddToBasketButton } from '../features/basket/AddToBasketButton';
import { productsQueryOptions } from '../features/catalog/catalog-queries';
import { HomePage } from '../features/home/HomePage';
import { RecentlyViewed } from '../features/recently-viewed/RecentlyViewed';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

export const Route = createFileRoute('/')({
  // requirements §7/8: the list request starts early but never holds up or fails the home page
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productsQueryOptions(context.ports.catalog));
  },
  head: pageHeadOf('home'),
  component: Home,
});

function Home() {
  return (
    <HydrationRegion>
      <HomePage renderProductAction={(product) => <AddToBasketButton product={product} />} personal={<RecentlyViewed />} />
    </HydrationRegion>
  );
}
