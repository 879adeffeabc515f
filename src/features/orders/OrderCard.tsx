import { Link } from '@tanstack/react-router';
import type { Order } from '../../../ports/entities';
import { BuyItAgain } from './BuyItAgain';
import * as css from './order-card.css';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import * as frame from '../../shared/layout/orders-layout.css';

/**
 * One order: Order ID, Order Date, Total Amount and its products (requirements §2), each to buy
 * again (ADR-010); its status and a link to its own page (ADR-021).
 */
export function OrderCard({ order }: { order: Order }) {
  return (
    <li className={frame.order} aria-label={`Order ${order.id}`}>
      <OrderFacts order={order} layout="summary" />
      {/* its own page: status, address, card and arrival (ADR-021) */}
      <p className={css.detailsLink}>
        <Link to="/Orders/$orderId" params={{ orderId: order.id }} aria-label={`View order details of order ${order.id}`}>
          View order details
        </Link>
      </p>
      <OrderLines lines={order.basket} after={(line) => <BuyItAgain line={line} />} />
    </li>
  );
}
