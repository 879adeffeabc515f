import type { Order } from '../../../ports/entities';
import { formatOrderAmount, formatOrderDate, formatPrice } from '../../domain/money';
import { BuyItAgain } from './BuyItAgain';
import * as css from './orders-page.css';

/** One order: Order ID, Order Date, Total Amount and its products (requirements §2), each to buy again (ADR-010). */
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
      </dl>
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
