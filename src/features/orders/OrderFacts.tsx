import type { ReactNode } from 'react';
import type { Order } from '../../../ports/entities';
import { orderStatusName } from '../../domain/delivery';
import { formatOrderDate } from '../../domain/dates';
import { formatOrderAmount } from '../../domain/money';
import { useHydrating } from '../../shared/use-hydrating';
import * as css from './order-facts.css';

/**
 * An order's Order ID, Order Date, Total Amount (requirements §2) and status (ADR-021), as a
 * description list. 'summary' is the strip of a card on /Orders, in the requirements' order with
 * the status last; 'details' is the grid of the order's own page, the status right after the id,
 * with the page's further facts as `children`.
 */
export function OrderFacts({ order, layout, children }: { order: Order; layout: 'summary' | 'details'; children?: ReactNode }) {
  const details = layout === 'details';
  // drawn by the server (or taken over from it) in one language and time zone, then in the shopper's
  const date = useHydrating() ? formatOrderDate(order.created, 'en-US', 'UTC') : formatOrderDate(order.created);
  const status = (
    <div>
      <dt>Status</dt>
      <dd className={details ? css.status : undefined}>{orderStatusName(order)}</dd>
    </div>
  );
  return (
    <dl className={details ? css.details : css.summary}>
      <div>
        <dt>Order ID</dt>
        <dd className={details ? undefined : css.summaryId}>{order.id}</dd>
      </div>
      {details && status}
      <div>
        <dt>Order Date</dt>
        <dd>{date}</dd>
      </div>
      <div>
        <dt>Total Amount</dt>
        <dd>{formatOrderAmount(order.amount)}</dd>
      </div>
      {!details && status}
      {children}
    </dl>
  );
}
