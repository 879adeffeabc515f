import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Order } from '../../../ports/entities';
import type { OrdersPort } from '../../../ports/orders-port';
import { signedInPageKey, type SignedInPageData } from '../../shared/signed-in-page';

export type OrdersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: Order[] };

/**
 * Requirements §4 'Orders page': a live subscription, closed when the page unmounts or the user
 * changes. Until its first list, the list the server drew the page with (ADR-036), if
 * `startFromDrawn`: the page's first frame is then the one the server drew. Just after a payment
 * made in this tab the list drawn may lack the new order, and the page waits for the subscription.
 */
export function useOrders(orders: OrdersPort, uid: string, startFromDrawn = true): OrdersState {
  const drawn = useQueryClient().getQueryData<SignedInPageData>(signedInPageKey);
  // the list the server drew the page with, when this page starts from it: not asked for again
  const [drawnOrders] = useState(() => (startFromDrawn && drawn?.user.uid === uid ? drawn.orders : undefined));
  // the page is keyed by user (OrdersPage): a state never outlives its user
  const [state, setState] = useState<OrdersState>(() =>
    drawnOrders ? { status: 'ready', orders: drawnOrders } : { status: 'loading' },
  );
  useEffect(() => {
    return orders.watchOrders(
      uid,
      (list) => setState({ status: 'ready', orders: list }),
      (error) => {
        console.error('Could not load orders', error);
        setState({ status: 'error' });
      },
      drawnOrders,
    );
  }, [orders, uid, drawnOrders]);
  return state;
}
