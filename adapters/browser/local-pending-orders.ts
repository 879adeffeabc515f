import type { PendingOrder, PendingOrdersPort } from '../../ports/pending-orders-port';

const keyOf = (uid: string) => `pending_order_${uid}`;

const isPendingOrder = (value: unknown): value is PendingOrder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingOrder).intentId === 'string' &&
  Array.isArray((value as PendingOrder).basket);

/** Pending orders in localStorage: they must outlive the tab that paid. Failures are logged, never thrown. */
export function createLocalPendingOrders(storage: Storage | null = globalThis.localStorage ?? null): PendingOrdersPort {
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return storage ? action() : fallback;
    } catch (error) {
      console.error('Pending order storage failed', error);
      return fallback;
    }
  };
  const read = (uid: string): PendingOrder[] =>
    attempt(() => {
      const parsed: unknown = JSON.parse(storage!.getItem(keyOf(uid)) ?? '[]');
      // one record (as first stored) or a list of them
      return (Array.isArray(parsed) ? parsed : [parsed]).filter(isPendingOrder);
    }, []);
  const write = (uid: string, records: PendingOrder[]) =>
    attempt(
      () => (records.length ? storage!.setItem(keyOf(uid), JSON.stringify(records)) : storage!.removeItem(keyOf(uid))),
      undefined,
    );
  return {
    save: (pending) => write(pending.uid, [...read(pending.uid).filter((r) => r.intentId !== pending.intentId), pending]),
    load: read,
    clear: (uid, intentId) => {
      const records = read(uid);
      const left = records.filter((r) => r.intentId !== intentId);
      if (left.length === records.length) return false;
      write(uid, left);
      return true;
    },
  };
}
