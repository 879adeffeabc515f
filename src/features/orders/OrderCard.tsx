import { Link } from '@tanstack/react-router';
import type { Order } from '../../../ports/entities';
import { orderStatusName } from '../../domain/delivery';
import { formatOrderAmount, formatOrderDate, formatPrice } from '../../domain/money';
import { BuyItAgain } from './BuyItAgain';
import * as css from './orders-page.css';

/**
 * One order: Order ID, Order Date, Total Amount and its products (requirements §2), each to buy
 * again (ADR-010); its status and a link to its own page (ADR-021).
 */
export function OrderCard({ order }: { order: Order }) {
  return (
    <li className={css.order} aria-label={`Order ${order.id}`}>
      <dl className={css.facts}>
        <div>
          <dt>Order ID</dt>
          <dd className={css.orderId}>{order.id}</dd>
        </div>
        <div>
          <dt>Order Date</dt>
          <dd>{formatOrderDate(order.created)}</dd>
        </div>
        <div>
          <dt>Total Amount</dt>
          <dd>{formatOrderAmount(order.amount)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{orderStatusName(order)}</dd>
        </div>
      </dl>
      {/* its own page: status, address, card and arrival (ADR-021) */}
      <p className={css.detailsLink}>
        <Link to="/Orders/$orderId" params={{ orderId: order.id }} aria-label={`View order details of order ${order.id}`}>
          View order details
        </Link>
      </p>
      <ul className={css.products}>
        {order.basket.map((line) => (
          <li key={line.id} className={css.product}>
            <img src={line.image} alt="" width={80} height={80} loading="lazy" className={css.productImage} />
            <div>
              <p className={css.productTitle}>{line.title}</p>
              <p className={css.productMeta}>
                {formatPrice(line.price)} × {line.amount}
              </p>
              <BuyItAgain line={line} />
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
