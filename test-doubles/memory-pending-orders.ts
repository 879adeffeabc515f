import type { PendingOrder, PendingOrdersPort } from '../ports/pending-orders-port';

/** Pending orders in a Map, logging every write so that tests can see the order of events. */
export function createMemoryPendingOrders() {
  const records = new Map<string, PendingOrder>();
  const log: string[] = [];
  const pendingOrders: PendingOrdersPort = {
    save: (record) => {
      log.push(`save ${record.intentId}`);
      records.set(`${record.uid} ${record.intentId}`, structuredClone(record));
    },
    load: (uid) => [...records.values()].filter((record) => record.uid === uid).map((record) => structuredClone(record)),
    clear: (uid, intentId) => {
      log.push('clear');
      return records.delete(`${uid} ${intentId}`);
    },
  };
  return { pendingOrders, records, log };
}
