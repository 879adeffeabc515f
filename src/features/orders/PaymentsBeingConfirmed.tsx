import type { Order } from '../../../ports/entities';
import { usePorts } from '../../shared/ports-context';
import { useHydrating } from '../../shared/use-hydrating';
import * as css from './payments-being-confirmed.css';

/**
 * Payments of this shopper whose order is not here yet (ADR-008): the payment server could
 * not yet say whether they went through. The shopper is told, and never invited to pay for them again.
 * Read at each render (a small local read), so a payment drops out as soon as its order arrives.
 */
export function PaymentsBeingConfirmed({ uid, orders }: { uid: string; orders: Order[] }) {
  // kept by this browser: not on a page the server draws, and shown right after it is taken over
  const hydrating = useHydrating();
  const waiting = usePorts()
    .pendingOrders.load(uid)
    .filter((record) => !orders.some((order) => order.id === record.intentId));
  if (hydrating || waiting.length === 0) return null;
  const text =
    waiting.length === 1
      ? 'A payment of yours is still being confirmed. If it went through, its order will appear here; you will not be asked to pay for it again.'
      : `${waiting.length} payments of yours are still being confirmed. Those that went through will appear here as orders; you will not be asked to pay for them again.`;
  return (
    <div className={css.waiting} role="status">
      <p>{text}</p>
      <ul>
        {waiting.map((record) => (
          <li key={record.intentId} className={css.reference}>
            Reference {record.intentId}
          </li>
        ))}
      </ul>
    </div>
  );
}
