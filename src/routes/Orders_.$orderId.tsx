import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../features/account/session/session-context';
import { OrderPage } from '../features/orders/OrderPage';
import { OrdersPending } from '../features/orders/OrdersPage';
import { pendingWhileSessionChecked, requireUser } from '../shared/require-user';
import { pageHeadOf } from '../shared/head/page-heads';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

/** One order on its own page (ADR-021), beside /Orders rather than inside it: the list keeps its page. */
export const Route = createFileRoute('/Orders_/$orderId')({
  beforeLoad: ({ context, params }) => {
    if (context.mayBeSignedIn()) context.ports.orders.prepare();
    return requireUser(context, 'orders', `/Orders/${params.orderId}`);
  },
  head: pageHeadOf('orders'),
  ...pendingWhileSessionChecked,
  pendingComponent: OrdersPending,
  component: OrderRoute,
  // Sign Out here goes home, as on /Orders (ADR-019)
  staticData: { signedInOnly: true },
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  const user = useSession((state) => state.user);
  return (
    <HydrationRegion>
      <OrderPage user={user} orderId={orderId} />
    </HydrationRegion>
  );
}
