import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Order } from '../../../ports/entities';
import type { OrdersPort } from '../../../ports/orders-port';
import { browserStorage, keep, recallKept } from '../../shared/kept-pages/kept-pages';
import { signedInPageKey, type SignedInPageData } from '../../shared/signed-in-page';

export type OrdersState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `kept`: the list this browser last showed, until the subscription's first */
  | { status: 'ready'; orders: Order[]; kept?: boolean };

/** The orders this browser last showed the user, kept for the next visit's first frame (ADR-027). */
const keptOrdersName = (uid: string) => `orders:${uid}`;

/** Storage is the browser's to clear or the shopper's to edit: a kept list that is not one is not shown. */
const isOrderList = (value: unknown): value is Order[] =>
  Array.isArray(value) &&
  value.every(
    (order: Partial<Order> | null) =>
      typeof order?.id === 'string' && Array.isArray(order.basket) && typeof order.amount === 'number',
  );

const keptOrders = (uid: string): Order[] | undefined => {
  const kept = recallKept<unknown>(browserStorage(), keptOrdersName(uid));
  return isOrderList(kept) ? kept : undefined;
};

/**
 * Requirements §4 'Orders page': a live subscription, closed when the page unmounts or the user
 * changes. Until its first list, the list the server drew the page with (ADR-036), else the one
 * this browser last showed the user, if it keeps it (ADR-027), and only if `startFromKept`: the
 * page's first frame is then the one its first paint showed, and the subscription's list replaces
 * it. Just after a payment such a list lacks the new order.
 */
export function useOrders(orders: OrdersPort, uid: string, startFromKept = true): OrdersState {
  const drawn = useQueryClient().getQueryData<SignedInPageData>(signedInPageKey);
  // the list the server drew the page with, when this page starts from it: not asked for again
  const [drawnOrders] = useState(() => (startFromKept && drawn?.user.uid === uid ? drawn.orders : undefined));
  // the page is keyed by user (OrdersPage): a state never outlives its user
  const [state, setState] = useState<OrdersState>(() => {
    if (drawnOrders) return { status: 'ready', orders: drawnOrders, kept: true };
    const kept = startFromKept ? keptOrders(uid) : undefined;
    return kept ? { status: 'ready', orders: kept, kept: true } : { status: 'loading' };
  });
  useEffect(() => {
    return orders.watchOrders(
      uid,
      (list) => {
        keep(browserStorage(), keptOrdersName(uid), uid, list);
        setState({ status: 'ready', orders: list });
      },
      (error) => {
        console.error('Could not load orders', error);
        setState({ status: 'error' });
      },
      drawnOrders,
    );
  }, [orders, uid, drawnOrders]);
  return state;
}
