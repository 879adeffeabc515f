import { createFileRoute, Navigate } from '@tanstack/react-router';
import type { Product } from '../../ports/entities';
import { useSession } from '../features/account/session-context';
import { useBasket } from '../features/basket/basket-context';
import { productQueryOptions } from '../features/catalogue/catalogue-queries';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { requireUser } from '../shared/require-user';

export const Route = createFileRoute('/Payment')({
  beforeLoad: ({ context }) => requireUser(context, 'pay', '/Payment'),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { queryClient, ports } = Route.useRouteContext();
  const user = useSession((state) => state.user);
  const basket = useBasket((state) => state.basket);
  const removeOrdered = useBasket((state) => state.removeOrdered);
  const reprice = useBasket((state) => state.reprice);

  /** Each line's product asked of the catalogue afresh (a product gone stays as it is). */
  const refreshPrices = async () => {
    const products = await Promise.all(
      basket.map((line) => queryClient.fetchQuery({ ...productQueryOptions(ports.catalog, line.id), staleTime: 0 }).catch(() => null)),
    );
    reprice(products.filter((product): product is Product => product !== null));
  };

  // signed out while here: back to sign-in, as the guard would
  if (!user) return <Navigate to="/auth" search={{ reason: 'pay', redirect: '/Payment' }} replace />;
  return (
    <CheckoutPage
      user={user}
      basket={basket}
      onOrdersPlaced={(orders) => removeOrdered(orders.flatMap((order) => order.basket))}
      onPricesChanged={refreshPrices}
    />
  );
}
