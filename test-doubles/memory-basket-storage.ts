import { applyBasketChanges } from '../ports/basket-change';
import type { BasketStoragePort } from '../ports/basket-storage-port';
import type { BasketLine } from '../ports/entities';

export function createMemoryBasketStorage() {
  const baskets = new Map<string, BasketLine[]>();
  const listeners = new Set<(uid: string, basket: BasketLine[]) => void>();
  const basketStorage: BasketStoragePort = {
    load: (uid) => structuredClone(baskets.get(uid) ?? []),
    change: (uid, changes) => void baskets.set(uid, applyBasketChanges(baskets.get(uid) ?? [], structuredClone(changes))),
    onExternalChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /** Simulates another tab writing this user's basket. */
  const changeElsewhere = (uid: string, basket: BasketLine[]) => {
    baskets.set(uid, structuredClone(basket));
    listeners.forEach((listener) => listener(uid, structuredClone(basket)));
  };
  return { basketStorage, baskets, changeElsewhere };
}
