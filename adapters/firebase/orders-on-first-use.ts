import type { Unsubscribe } from '../../ports/auth-port';
import { OrdersError } from '../../ports/errors';
import type { OrdersPort } from '../../ports/orders-port';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An OrdersPort whose real adapter is loaded by `load` the first time orders are saved, watched or
 * prepared for, and kept from then on. Firestore is a large download that only the orders page and
 * a payment need: a shopper browsing signed in never waits for it (ADR-015). A failed load (a
 * dropped connection) is reported like any failure of the store and tried again at the next use.
 */
export function ordersOnFirstUse(load: () => Promise<OrdersPort>): OrdersPort {
  let loading: Promise<OrdersPort> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  return {
    async saveOrder(uid, order) {
      let orders: OrdersPort;
      try {
        orders = await loaded();
      } catch (error) {
        throw new OrdersError(`Could not save the order: ${messageOf(error)}`, { cause: error });
      }
      return orders.saveOrder(uid, order);
    },
    watchOrders(uid, onOrders, onError) {
      // the caller may stop watching before the adapter has arrived: then it never starts
      let stopped = false;
      let stop: Unsubscribe | undefined;
      loaded().then(
        (orders) => {
          if (!stopped) stop = orders.watchOrders(uid, onOrders, onError);
        },
        (error: unknown) => {
          if (!stopped) onError(new OrdersError(`Could not read the orders: ${messageOf(error)}`, { cause: error }));
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    prepare() {
      // a failed load is tried again, and reported, at the first real use
      loaded().then(
        (orders) => orders.prepare(),
        () => undefined,
      );
    },
  };
}
