import type { Unsubscribe } from './auth-port';
import type { BasketStoragePort } from './basket-storage-port';
import type { BasketLine } from './entities';
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
 */
export function ordersOnFirstUse(load: () => Promise<OrdersPort>): OrdersPort {
  const loaded = onFirstUse(load);

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

/**
 * A BasketStoragePort whose syncing adapter is loaded by `load` when a signed-in shopper's basket is
 * first loaded: a guest never downloads it. Until it arrives, `local` (the copy in this browser) is
 * read and written at once, and the calls are handed on in order. The adapter is given `local` as it
 * was when the shopper's basket was loaded, so that it sees what was changed meanwhile as a change
 * of its own, to be sent, not as where it started from.
 */
export function basketOnFirstUse(
  local: BasketStoragePort,
  load: (local: BasketStoragePort) => Promise<BasketStoragePort>,
): BasketStoragePort {
  const listeners = new Set<(uid: string, basket: BasketLine[]) => void>();
  const tell = (uid: string, basket: BasketLine[]) => listeners.forEach((listener) => listener(uid, basket));
  /** each shopper's basket as it was loaded here, until the adapter has loaded it too */
  const asLoaded = new Map<string, BasketLine[]>();
  const startingFrom: BasketStoragePort = { ...local, load: (uid) => asLoaded.get(uid) ?? local.load(uid) };
  let adapter: BasketStoragePort | null = null;
  const queued: ((adapter: BasketStoragePort) => void)[] = [];
  const loaded = onFirstUse(async () => {
    const arrived = await load(startingFrom);
    arrived.onExternalChange(tell);
    adapter = arrived;
    for (const call of queued.splice(0)) call(arrived);
    asLoaded.clear();
    return arrived;
  });
  // another tab's change, while the adapter (which follows them itself) is not here yet
  local.onExternalChange((uid, basket) => adapter === null && tell(uid, basket));

  /** Done by the adapter when here; else done on the local copy now and by the adapter once loaded. */
  const handOn = (uid: string, here: () => void, later: (adapter: BasketStoragePort) => void) => {
    if (adapter) return later(adapter);
    if (!asLoaded.has(uid)) asLoaded.set(uid, local.load(uid));
    here();
    queued.push(later);
    // a download that failed keeps the local copy; the next call tries again
    loaded().catch(() => undefined);
  };

  return {
    load(uid, shown) {
      if (adapter) return adapter.load(uid, shown);
      const basket = local.load(uid);
      handOn(
        uid,
        () => undefined,
        (arrived) => arrived.load(uid, shown),
      );
      return basket;
    },
    save: (uid, basket) =>
      handOn(
        uid,
        () => local.save(uid, basket),
        (arrived) => arrived.save(uid, basket),
      ),
    clear: (uid) =>
      handOn(
        uid,
        () => local.clear(uid),
        (arrived) => arrived.clear(uid),
      ),
    onExternalChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
