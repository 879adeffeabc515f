import type { Order } from '../../ports/entities';
import { OrdersError } from '../../ports/errors';
import type { OrdersPort } from '../../ports/orders-port';
import { createChannel, inTransaction, openDatabase, requestResult } from './idb';

type OrderRecord = Order & { uid: string };

/** OrdersPort for the embedded default: orders in IndexedDB, live in this tab and the others. */
export function createIndexedDbOrders(options: { databaseName?: string } = {}): OrdersPort {
  const databaseName = options.databaseName ?? 'shopfront-orders';
  const changes = createChannel<string>(`${databaseName}-changes`);
  const localWatchers = new Set<(uid: string) => void>();
  let opening: Promise<IDBDatabase> | null = null;

  const idb = () =>
    (opening ??= openDatabase(databaseName, (upgrade) => {
      // key [uid, id]: the payment intent id is the document id, one order each
      const store = upgrade.createObjectStore('orders', { keyPath: ['uid', 'id'] });
      store.createIndex('uid', 'uid');
    }));

  async function listOrders(uid: string): Promise<Order[]> {
    const records = await inTransaction(await idb(), 'orders', 'readonly', (store) =>
      requestResult<OrderRecord[]>(store.index('uid').getAll(uid)),
    );
    return records.map(({ uid: _uid, ...order }) => order).sort((a, b) => b.created - a.created);
  }

  return {
    async saveOrder(uid, order) {
      try {
        const record: OrderRecord = { ...structuredClone(order), uid };
        // the first order saved under an id stands: a retry changes nothing, a clash replaces nothing (ADR-022)
        await inTransaction(await idb(), 'orders', 'readwrite', async (store) => {
          const saved = await requestResult(store.count([uid, order.id]));
          if (saved === 0) await requestResult(store.put(record));
        });
      } catch (error) {
        throw new OrdersError(`Could not save the order: ${error instanceof Error ? error.message : String(error)}`);
      }
      localWatchers.forEach((watcher) => watcher(uid));
      changes.post(uid);
    },
    watchOrders(uid, onOrders, onError) {
      let active = true;
      const refresh = (changedUid: string) => {
        if (changedUid !== uid) return;
        listOrders(uid).then(
          (orders) => active && onOrders(orders),
          (error: unknown) => active && onError(new OrdersError(error instanceof Error ? error.message : String(error))),
        );
      };
      localWatchers.add(refresh);
      const stopListening = changes.listen(refresh);
      refresh(uid);
      return () => {
        active = false;
        localWatchers.delete(refresh);
        stopListening();
      };
    },
    prepare() {
      // the database opens while the page waits for the session; a failure shows at first use
      idb().catch(() => undefined);
    },
  };
}
