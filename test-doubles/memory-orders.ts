import type { Order } from '../ports/entities';
import { OrdersError } from '../ports/errors';
import type { OrdersPort } from '../ports/orders-port';
import { createSwitches, passSwitches } from './switches';

const newestFirst = (a: Order, b: Order) => b.created - a.created;

export function createMemoryOrders() {
  const switches = createSwitches();
  /** uid -> order id -> order */
  const store = new Map<string, Map<string, Order>>();
  const watchers = new Map<string, Set<(orders: Order[]) => void>>();
  let saves = 0;
  let prepared = 0;

  const snapshot = (uid: string) => [...(store.get(uid)?.values() ?? [])].map((o) => structuredClone(o)).sort(newestFirst);

  const orders: OrdersPort = {
    async saveOrder(uid, order) {
      saves++;
      await passSwitches(switches);
      const userOrders = store.get(uid) ?? new Map<string, Order>();
      // the first order saved under an id stands (ADR-022)
      if (!userOrders.has(order.id)) userOrders.set(order.id, structuredClone(order));
      store.set(uid, userOrders);
      watchers.get(uid)?.forEach((watcher) => watcher(snapshot(uid)));
    },
    watchOrders(uid, onOrders, onError) {
      let active = true;
      const watcher = (list: Order[]) => active && onOrders(list);
      const set = watchers.get(uid) ?? new Set();
      set.add(watcher);
      watchers.set(uid, set);
      passSwitches(switches).then(
        () => watcher(snapshot(uid)),
        (error: unknown) => active && onError(error instanceof Error ? error : new OrdersError(String(error))),
      );
      return () => {
        active = false;
        set.delete(watcher);
      };
    },
    /** as the server cancels (ADR-051): only a paid order, refunded in full at once */
    async cancelOrder(uid, orderId) {
      await passSwitches(switches);
      const order = store.get(uid)?.get(orderId);
      if (!order) throw new OrdersError('No such order.');
      if ((order.status ?? 'paid') !== 'paid') throw new OrdersError(`The order is ${order.status}: it cannot be cancelled.`);
      const at = Math.floor(Date.now() / 1000);
      order.status = 'cancelled';
      order.timeline = [
        ...(order.timeline ?? []),
        { kind: 'cancelled', at },
        { kind: 'refunded', at, amountCents: order.amount },
      ];
      watchers.get(uid)?.forEach((watcher) => watcher(snapshot(uid)));
    },
    prepare() {
      // nothing to download or open: counted, so that tests see who asked
      prepared++;
    },
  };
  return { orders, switches, store, saveCount: () => saves, prepareCount: () => prepared };
}
