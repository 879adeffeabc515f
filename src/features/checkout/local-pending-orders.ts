import type { PendingOrder, PendingOrders } from '../../domain/place-order';

const keyOf = (uid: string) => `pending_order_${uid}`;

/** Pending orders in localStorage: they must outlive the tab that paid. Failures are logged, never thrown. */
export function createLocalPendingOrders(storage: Storage | null = globalThis.localStorage ?? null): PendingOrders {
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return storage ? action() : fallback;
    } catch (error) {
      console.error('Pending order storage failed', error);
      return fallback;
    }
  };
  return {
    save: (pending) => attempt(() => storage!.setItem(keyOf(pending.uid), JSON.stringify(pending)), undefined),
    load: (uid) =>
      attempt(() => {
        const parsed = JSON.parse(storage!.getItem(keyOf(uid)) ?? 'null') as PendingOrder | null;
        return parsed && typeof parsed.intentId === 'string' && Array.isArray(parsed.basket) ? parsed : null;
      }, null),
    clear: (uid) => attempt(() => storage!.removeItem(keyOf(uid)), undefined),
  };
}
