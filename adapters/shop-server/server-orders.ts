import { ordersSchema } from '../../api/orders';
import { readAs } from '../../api/problem';
import type { Order } from '../../ports/entities';
import { OrdersError } from '../../ports/errors';
import type { OrdersPort } from '../../ports/orders-port';
import { serverCancellation } from './order-cancellation';
import { onPageVisible, shopServerCall, type Answer, type ShopServerOptions } from './shop-server';

export interface ServerOrdersOptions extends ShopServerOptions {
  /** the waits before asking again for a saved order the server has not recorded yet */
  retryDelaysMs?: readonly number[];
}

/** A payment the processor has just confirmed reaches the ledger within a second or two (a webhook). */
const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000];

const refused = (what: string, answer: Answer) => new OrdersError(`${what}: the shop's server answered ${answer.status}.`);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Watcher {
  uid: string;
  onOrders: (orders: Order[]) => void;
  onError: (error: Error) => void;
  /** reads started for it: only the latest one's answer is reported, so an older answer never overtakes */
  reads: number;
}

/**
 * The signed-in shopper's orders of record, read from the shop's server (ADR-032): the server
 * records a paid order itself from the payment processor's word, so this device and every other
 * one see the same orders. The session cookie names the shopper; `uid` is the one signed in.
 */
export function createServerOrders(options: ServerOrdersOptions): OrdersPort {
  const call = shopServerCall(options);
  const cancel = serverCancellation(options);
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const watchers = new Set<Watcher>();
  let stopFollowingPage: (() => void) | null = null;

  const readOrders = async (): Promise<Order[]> => {
    const answer = await call('/api/orders').catch(() => {
      throw new OrdersError("Your orders could not be read: the shop's server cannot be reached.");
    });
    if (answer.status !== 200) throw refused('Your orders could not be read', answer);
    const orders = readAs(ordersSchema, answer.body);
    if (!orders.ok)
      throw new OrdersError("Your orders could not be read: the shop's server answered something else than orders.");
    return orders.value;
  };

  const refresh = async (watcher: Watcher) => {
    const read = ++watcher.reads;
    const current = () => watchers.has(watcher) && watcher.reads === read;
    try {
      const orders = await readOrders();
      if (current()) watcher.onOrders(orders);
    } catch (error) {
      if (current()) watcher.onError(error as OrdersError);
    }
  };

  /**
   * Confirms the order is recorded on the server, giving it the delivery address first if there is
   * one (the answer is then the order as recorded). Written once (ADR-022): an order already there
   * under that id stays as it is.
   */
  const confirmOnce = (order: Order): Promise<Answer> => {
    const path = `/api/orders/${encodeURIComponent(order.id)}`;
    if (!order.delivery) return call(path);
    return call(`${path}/delivery`, { method: 'PUT', body: JSON.stringify({ delivery: order.delivery }) });
  };

  return {
    async saveOrder(uid, order) {
      for (const delay of [...retryDelays, null]) {
        const answer = await confirmOnce(order).catch(() => {
          throw new OrdersError(`Order ${order.id} could not be confirmed: the shop's server cannot be reached.`);
        });
        if (answer.status === 200) break;
        // not recorded yet: the processor's word may still be on its way
        if (answer.status !== 404 || delay === null) throw refused(`Order ${order.id} is not recorded`, answer);
        await wait(delay);
      }
      for (const watcher of watchers) if (watcher.uid === uid) void refresh(watcher);
    },

    async cancelOrder(uid, orderId) {
      await cancel(orderId);
      for (const watcher of watchers) if (watcher.uid === uid) void refresh(watcher);
    },

    watchOrders(uid, onOrders, onError, shown) {
      const watcher: Watcher = { uid, onOrders, onError, reads: 0 };
      watchers.add(watcher);
      // an order paid on another device shows when the shopper comes back to this page
      stopFollowingPage ??= onPageVisible(options.page, () => watchers.forEach((each) => void refresh(each)));
      // a list the server has just drawn the page with is not asked for again
      if (!shown) void refresh(watcher);
      return () => {
        watchers.delete(watcher);
        if (watchers.size > 0) return;
        stopFollowingPage?.();
        stopFollowingPage = null;
      };
    },

    // nothing to load first: the list is one request
    prepare: () => undefined,
  };
}
