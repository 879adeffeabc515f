import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Order, OrderEvent } from '../../../ports/entities';
import { formatOrderDate } from '../../domain/dates';
import { formatCents } from '../../domain/money';
import { trackingPage } from '../../../ports/tracking-pages';
import { usePorts } from '../../shared/ports-context';
import { button } from '../../shared/theme/button-class';
import { errorText } from '../../shared/theme/recipes.css';
import * as css from './order-page.css';

/** A step of the order's life as the shopper reads it. */
function EventWords({ event }: { event: OrderEvent }) {
  switch (event.kind) {
    case 'shipped': {
      const page = trackingPage(event.carrier, event.trackingNumber);
      return (
        <>
          Shipped with {event.carrier}, tracking number {event.trackingNumber}
          {page && (
            <>
              {' '}
              <a href={page} target="_blank" rel="noopener noreferrer">
                Track package
              </a>
            </>
          )}
        </>
      );
    }
    case 'delivered':
      return <>Delivered</>;
    case 'cancelled':
      return <>Cancelled</>;
    case 'refunded':
      return <>Refunded {formatCents(event.amountCents)}</>;
  }
}

/** Where the order is (ADR-051): ordered, then each step since, oldest first, each with its date; then `children` (what the shopper may do). */
export function OrderTimeline({ order, children }: { order: Order; children?: ReactNode }) {
  return (
    <section aria-labelledby={`timeline-${order.id}`} className={css.life}>
      <h2 id={`timeline-${order.id}`} className={css.sectionTitle}>
        Where it is
      </h2>
      <ol className={css.timeline}>
        <li>
          Ordered <span className={css.when}>{formatOrderDate(order.created, 'en-US')}</span>
        </li>
        {order.timeline?.map((event, index) => (
          <li key={index}>
            <EventWords event={event} /> <span className={css.when}>{formatOrderDate(event.at, 'en-US')}</span>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}

/**
 * The shopper's own cancel, while the order has not shipped (ADR-051): a press, then a
 * confirmation that says what comes back; the server decides, and its refusal is said in its words.
 */
const noChange = () => () => undefined;

export function CancelOrder({ order, uid }: { order: Order; uid: string }) {
  const { orders } = usePorts();
  // the server draws the page without it (whether this shop cancels is the browser's ports' to say)
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!inBrowser || !orders.cancelOrder || (order.status ?? 'paid') !== 'paid') return null;
  const cancel = async () => {
    setPending(true);
    setRefusal(null);
    try {
      await orders.cancelOrder!(uid, order.id);
      setAsking(false);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
    setPending(false);
  };
  return (
    <div className={css.cancel}>
      {!asking ? (
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => setAsking(true)}>
          Cancel order
        </button>
      ) : (
        <div role="group" aria-label="Cancel this order?">
          <p>Cancel this order? All you paid, {formatCents(order.amount)}, goes back to your card at once.</p>
          <button type="button" className={button()} disabled={pending} onClick={() => void cancel()}>
            Yes, cancel the order
          </button>{' '}
          <button type="button" className={button({ tone: 'secondary' })} disabled={pending} onClick={() => setAsking(false)}>
            Keep the order
          </button>
        </div>
      )}
      {refusal && (
        <p className={errorText} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
