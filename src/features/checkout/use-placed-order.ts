import { useEffect, useState } from 'react';
import { usePorts } from '../../shared/ports-context';

type Placed = { intentId: string; status: 'checking' | 'placed' | 'open' };

/**
 * ADR-019: whether the payment this page started (`intentId`, kept in its history entry) has its
 * order saved: then the page says so rather than offer to pay again. 'open' when there is none,
 * or the orders cannot be read (the checkout then works as ever).
 */
export function usePlacedOrder(uid: string, intentId: string | undefined): Placed['status'] {
  const { orders } = usePorts();
  const [placed, setPlaced] = useState<Placed | null>(null);
  useEffect(() => {
    if (!intentId) return;
    return orders.watchOrders(
      uid,
      (list) => setPlaced({ intentId, status: list.some((order) => order.id === intentId) ? 'placed' : 'open' }),
      () => setPlaced({ intentId, status: 'open' }),
    );
  }, [orders, uid, intentId]);
  if (!intentId) return 'open';
  return placed?.intentId === intentId ? placed.status : 'checking';
}
