import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useSession } from '../features/account/session/session-context';
import { OrdersPage, OrdersPending } from '../features/orders/OrdersPage';
import { pendingWhileSessionChecked, requireUser } from '../shared/require-user';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** requirements §2: the success message is passed from checkout, never taken from the URL */
    orderPlaced?: boolean;
  }
}

export const Route = createFileRoute('/Orders')({
  beforeLoad: ({ context }) => {
    // the orders' store gets ready while the session is checked, not after it (ADR-015); a shopper
    // known to be signed out is on the way to sign in, and downloads nothing for it
    if (context.mayBeSignedIn()) context.ports.orders.prepare();
    return requireUser(context, 'orders', '/Orders');
  },
  head: pageHeadOf('orders'),
  ...pendingWhileSessionChecked,
  pendingComponent: OrdersPending,
  component: OrdersRoute,
  staticData: { signedInOnly: true },
});

function OrdersRoute() {
  const placed = useLocation({ select: (location) => location.state.orderPlaced === true });
  const user = useSession((state) => state.user);
  return (
    <HydrationRegion>
      <OrdersPage user={user} placed={placed} />
    </HydrationRegion>
  );
}
