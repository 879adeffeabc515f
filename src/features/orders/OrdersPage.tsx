import { Navigate } from '@tanstack/react-router';
import type { User } from '../../../ports/entities';
import { usePorts } from '../../shared/ports-context';
import { errorText, successNotice } from '../../shared/theme/recipes.css';
import { useHydrating } from '../../shared/use-hydrating';
import { WaysOn } from '../../shared/ways-on/WaysOn';
import { OrderCard } from './OrderCard';
import * as frame from '../../shared/layout/orders-layout.css';
import * as css from './orders-page.css';
import { PaymentsBeingConfirmed } from './PaymentsBeingConfirmed';
import { useOrders } from './use-orders';

export const orderPlacedMessage = 'Your order has been placed successfully!';

/** Requirements §2 'Orders page'. Without a user it sends the shopper to sign in (requirements §4). */
export function OrdersPage({ user, placed }: { user: User | null; placed: boolean }) {
  if (!user) return <Navigate to="/auth" search={{ reason: 'orders-page', redirect: '/Orders' }} replace />;
  // keyed by user: another user's orders are never shown, not even for one frame
  return <OrdersList key={user.uid} uid={user.uid} placed={placed} />;
}

/** While the session is still being checked: the page's frame at once, never a blank page. */
export function OrdersPending() {
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>Your Orders</h1>
      <p role="status">Loading your orders...</p>
    </div>
  );
}

function OrdersList({ uid, placed: placedHere }: { uid: string; placed: boolean }) {
  // a page the server drew knows nothing of the payment just made in this tab (a reload keeps it):
  // it is taken over as drawn, its list fresh, and the notice shows from the next frame (ADR-036)
  const hydrating = useHydrating();
  const placed = placedHere && !hydrating;
  const state = useOrders(usePorts().orders, uid, !placed);
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>Your Orders</h1>
      {placed && (
        <p className={successNotice} role="status">
          {orderPlacedMessage}
        </p>
      )}
      {state.status === 'loading' && <p role="status">Loading your orders...</p>}
      {state.status === 'error' && (
        <p className={errorText} role="alert">
          Failed to load orders. Please try again later.
        </p>
      )}
      {state.status === 'ready' && <PaymentsBeingConfirmed uid={uid} orders={state.orders} />}
      {state.status === 'ready' && state.orders.length === 0 && (
        <>
          <p>You haven&apos;t placed any orders yet.</p>
          <WaysOn />
        </>
      )}
      {state.status === 'ready' && state.orders.length > 0 && (
        <ol className={css.list} aria-label="Orders, newest first">
          {state.orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ol>
      )}
    </div>
  );
}
