import { useEffect, useState } from 'react';
import type { Order } from '../../../ports/entities';
import type { OrdersPort } from '../../../ports/orders-port';

export type OrdersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: Order[] };

/** Requirements §4 'Orders page': a live subscription, closed when the page unmounts or the user changes. */
export function useOrders(orders: OrdersPort, uid: string): OrdersState {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    return orders.watchOrders(
      uid,
      (list) => setState({ status: 'ready', orders: list }),
      (error) => {
        console.error('Could not load orders', error);
        setState({ status: 'error' });
      },
    );
  }, [orders, uid]);
  return state;
}
