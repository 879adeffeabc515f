import { Link, Navigate } from '@tanstack/react-router';
import type { Order, User } from '../../../ports/entities';
import { addressLines, REFUNDED_WHY, refundedForWantOfStock } from '../../domain/delivery';
import { formatPrice } from '../../domain/money';
import { usePorts } from '../../shared/ports-context';
import { errorText } from '../../shared/theme/recipes.css';
import { useArrivalWords } from '../../shared/use-arrival-words';
import * as own from './order-page.css';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { CancelOrder, OrderTimeline } from './OrderLife';
import * as frame from '../../shared/layout/orders-layout.css';
import { useOrders } from './use-orders';

/**
 * One order on its own page (ADR-021): found only among the signed-in shopper's own orders, so
 * another shopper's id answers 'not found', never the order.
 */
export function OrderPage({ user, orderId }: { user: User | null; orderId: string }) {
  if (!user) {
    return <Navigate to="/auth" search={{ reason: 'orders-page', redirect: `/Orders/${orderId}` }} replace />;
  }
  // keyed by user: one shopper's order is never shown to the next, not even for one frame
  return <OwnOrder key={user.uid} uid={user.uid} orderId={orderId} />;
}

function OwnOrder({ uid, orderId }: { uid: string; orderId: string }) {
  const state = useOrders(usePorts().orders, uid);
  const order = state.status === 'ready' ? state.orders.find((candidate) => candidate.id === orderId) : undefined;
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{state.status === 'ready' && !order ? 'Order not found' : 'Order details'}</h1>
      {state.status === 'loading' && <p role="status">Loading your orders...</p>}
      {state.status === 'error' && (
        <p className={errorText} role="alert">
          Failed to load orders. Please try again later.
        </p>
      )}
      {state.status === 'ready' && !order && <p>There is no order {orderId} among your orders.</p>}
      {order && <OrderDetails order={order} uid={uid} />}
      <Link to="/Orders" className={own.back}>
        Back to Your Orders
      </Link>
    </div>
  );
}

function OrderDetails({ order, uid }: { order: Order; uid: string }) {
  const paid = (order.status ?? 'paid') === 'paid';
  const ordered = new Date(order.created * 1000);
  const arrival = useArrivalWords(ordered);
  return (
    <article className={frame.order} aria-label={`Order ${order.id}`}>
      <OrderFacts order={order} layout="details">
        {order.cardLast4 && (
          <div>
            <dt>Paid with</dt>
            <dd>Card ending in {order.cardLast4}</dd>
          </div>
        )}
        {paid && (
          <div>
            <dt>Arrives by</dt>
            <dd>{arrival}</dd>
          </div>
        )}
        {refundedForWantOfStock(order) && (
          <div>
            <dt>Refund</dt>
            <dd>{REFUNDED_WHY}</dd>
          </div>
        )}
        {order.delivery && (
          <div>
            <dt>Delivery address</dt>
            <dd>
              <address className={own.address}>
                {addressLines(order.delivery).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
          </div>
        )}
      </OrderFacts>
      <OrderLines
        lines={order.basket}
        label="Products in this order"
        after={(line) => <p className={own.lineTotal}>{formatPrice(line.price * line.amount)}</p>}
      />
      <OrderTimeline order={order}>
        <CancelOrder order={order} uid={uid} />
      </OrderTimeline>
    </article>
  );
}
