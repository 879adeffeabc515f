import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/basket/CartPage';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

export const Route = createFileRoute('/Cart')({
  head: pageHeadOf('cart'),
  component: CartRoute,
});

function CartRoute() {
  return (
    <HydrationRegion>
      <CartPage />
    </HydrationRegion>
  );
}
