import type { Unsubscribe } from './auth-port';
import { OrdersError } from './errors';
import type { OrdersPort } from './orders-port';
import type { PaymentPort } from './payment-port';

/** The store's failure to `what`, as the orders' own failures are reported. */
export const ordersFailure = (what: string, error: unknown) =>
  new OrdersError(`Could not ${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });

/**
 * The one way a port's code is loaded late: `load` runs at the first call of the answer and its
 * result is kept; a load that failed (a dropped connection) is tried again at the next call.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * An OrdersPort whose real adapter is loaded by `load` the first time orders are saved, watched or
 * prepared for, and kept from then on. Firestore is a large download that only the orders page and
 * a payment need: a shopper browsing signed in never waits for it (ADR-015). A failed load (a
 * dropped connection) is reported like any failure of the store and tried again at the next use.
 * `cancels`: the adapter cancels orders (ADR-051), so the port offers it before it has loaded.
 */
export function ordersOnFirstUse(load: () => Promise<OrdersPort>, { cancels = false } = {}): OrdersPort {
  const loaded = onFirstUse(load);
  const cancelOrder = async (uid: string, orderId: string) => {
    let orders: OrdersPort;
    try {
      orders = await loaded();
    } catch (error) {
      throw ordersFailure('cancel the order', error);
    }
    return orders.cancelOrder!(uid, orderId);
  };

  return {
    async saveOrder(uid, order) {
      let orders: OrdersPort;
      try {
        orders = await loaded();
      } catch (error) {
        throw ordersFailure('save the order', error);
      }
      return orders.saveOrder(uid, order);
    },
    watchOrders(uid, onOrders, onError, shown) {
      // the caller may stop watching before the adapter has arrived: then it never starts
      let stopped = false;
      let stop: Unsubscribe | undefined;
      loaded().then(
        (orders) => {
          if (!stopped) stop = orders.watchOrders(uid, onOrders, onError, shown);
        },
        (error: unknown) => {
          if (!stopped) onError(ordersFailure('read the orders', error));
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
    ...(cancels && { cancelOrder }),
  };
}

/**
 * A PaymentPort whose adapter's code loads when a payment is first made or looked up, not with
 * every page (ADR-025): the home page's whole load stays within its budget. A download that failed
 * (a dropped connection) is tried again at the next payment.
 */
export function paymentOnFirstUse(load: () => Promise<PaymentPort>): PaymentPort {
  const loaded = onFirstUse(load);
  return {
    createPayment: async (request) => (await loaded()).createPayment(request),
    getPayment: async (id) => (await loaded()).getPayment(id),
    loadCardEntry: async () => (await loaded()).loadCardEntry(),
  };
}
