import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../features/account/session-context';
import { OrdersPage } from '../features/orders/OrdersPage';
import { requireUser } from '../shared/require-user';

interface OrdersSearch {
  placed?: boolean;
}

export const Route = createFileRoute('/Orders')({
  validateSearch: (search: Record<string, unknown>): OrdersSearch => ({ placed: search.placed === true || search.placed === 'true' ? true : undefined }),
  beforeLoad: ({ context }) => requireUser(context, 'orders', '/Orders'),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { placed } = Route.useSearch();
  const user = useSession((state) => state.user);
  return <OrdersPage user={user} placed={placed === true} />;
}
