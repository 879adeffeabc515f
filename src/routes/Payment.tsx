import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useSession } from '../features/account/session-context';
import { useBasket } from '../features/basket/basket-context';
import { CheckoutPage, CheckoutPending } from '../features/checkout/CheckoutPage';
import { pendingWhileSessionChecked, requireUser } from '../shared/require-user';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

export const Route = createFileRoute('/Payment')({
  beforeLoad: ({ context }) => requireUser(context, 'pay', '/Payment'),
  head: pageHeadOf('checkout'),
  ...pendingWhileSessionChecked,
  pendingComponent: CheckoutPending,
  component: PaymentRoute,
});

function PaymentRoute() {
  const user = useSession((state) => state.user);
  const basket = useBasket((state) => state.basket);
  const removeOrdered = useBasket((state) => state.removeOrdered);
  const reprice = useBasket((state) => state.reprice);
  // signed out while here: back to sign-in, as the guard would
  if (!user) return <Navigate to="/auth" search={{ reason: 'pay', redirect: '/Payment' }} replace />;
  return (
    <HydrationRegion>
      <CheckoutPage
        user={user}
        basket={basket}
        onOrdersPlaced={(orders) => removeOrdered(orders.flatMap((order) => order.basket))}
        onPricesChanged={reprice}
      />
    </HydrationRegion>
  );
}
