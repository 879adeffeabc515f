import { createFileRoute, Navigate, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import type { BasketLine, Order, User } from '../../ports/entities';
import { useSession } from '../features/account/session/session-context';
import { useBasket } from '../features/basket/basket-context';
import { productQueryOptions } from '../features/catalog/catalog-queries';
import { BuyNowCheckout } from '../features/checkout/BuyNowCheckout';
import { buyNowSearchOf, checkoutPathOf } from '../features/checkout/buy-now';
import { rememberCheckoutIntent } from '../features/checkout/checkout-intent-history';
import { CheckoutPage, CheckoutPending } from '../features/checkout/CheckoutPage';
import { PlacedOrderNotice } from '../features/checkout/PlacedOrderNotice';
import { usePlacedOrder } from '../features/checkout/use-placed-order';
import { pendingWhileSessionChecked, requireUser } from '../shared/require-user';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';
import { useHydrating } from '../shared/use-hydrating';

export const Route = createFileRoute('/Payment')({
  validateSearch: buyNowSearchOf,
  // a shopper sent to sign in comes back to the same checkout, Buy Now's product included
  beforeLoad: ({ context, search }) => requireUser(context, 'pay', checkoutPathOf(search)),
  loaderDeps: ({ search }) => ({ buy: search.buy }),
  // Buy Now's product as the catalogue has it; the payment server prices it again when paying
  loader: ({ context, deps }) =>
    deps.buy === undefined
      ? null
      : context.queryClient.ensureQueryData(productQueryOptions(context.ports.catalog, deps.buy)).catch(() => null),
  head: pageHeadOf('checkout'),
  ...pendingWhileSessionChecked,
  pendingComponent: CheckoutPending,
  component: PaymentRoute,
  staticData: { signedInOnly: true },
});

function PaymentRoute() {
  const user = useSession((state) => state.user);
  const search = Route.useSearch();
  // each history entry is a checkout of its own (a new visit, Buy Now again); Back or a reload returns to one
  const entry = useLocation({ select: (location) => location.state.__TSR_key });
  // signed out while here by other means than Sign Out (another tab, an expired session): back to sign-in, as the guard would
  if (!user) return <Navigate to="/auth" search={{ reason: 'pay', redirect: checkoutPathOf(search) }} replace />;
  return (
    <HydrationRegion>
      <PlacedOrCheckout key={entry} user={user} />
    </HydrationRegion>
  );
}

/** ADR-019: a payment this page started whose order is saved is said to be placed; else the checkout. */
function PlacedOrCheckout({ user }: { user: User }) {
  const named = useLocation({ select: (location) => location.state.checkoutIntent });
  // the payment the entry named when it opened: one started here since belongs to the checkout on screen
  const [intentId] = useState(named);
  const looked = usePlacedOrder(user.uid, intentId);
  // the server drew the checkout, knowing no history entry (ADR-036): taken over as drawn, then looked at
  const placed = useHydrating() ? 'open' : looked;
  if (placed === 'checking') return <CheckoutPending />;
  if (placed === 'placed' && intentId) return <PlacedOrderNotice orderId={intentId} />;
  return <Checkout user={user} />;
}

function Checkout({ user }: { user: User }) {
  const { buy, qty } = Route.useSearch();
  const product = Route.useLoaderData();
  const basket = useBasket((state) => state.basket);
  const removeOrdered = useBasket((state) => state.removeOrdered);
  const reprice = useBasket((state) => state.reprice);
  const checkout = (
    lines: BasketLine[],
    onOrdersPlaced: (orders: Order[]) => void,
    onPricesChanged: (prices: ReadonlyMap<number, number>) => void,
  ) => (
    <CheckoutPage
      user={user}
      basket={lines}
      onOrdersPlaced={onOrdersPlaced}
      onPricesChanged={onPricesChanged}
      onPaymentStarted={rememberCheckoutIntent}
    />
  );
  if (buy === undefined) return checkout(basket, (orders) => removeOrdered(orders.flatMap((order) => order.basket)), reprice);
  // the basket is left as it was (ADR-010)
  return (
    <BuyNowCheckout key={`${buy}x${qty}`} product={product} amount={qty ?? 1}>
      {(lines, repriceLine) => checkout(lines, () => undefined, repriceLine)}
    </BuyNowCheckout>
  );
}
