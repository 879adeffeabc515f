import { applyBasketChanges, isBasketChange } from '../../ports/basket-change';
import type { BasketStoragePort } from '../../ports/basket-storage-port';
import type { BasketLine } from '../../ports/entities';

/** Requirements §9: the stored basket's key is 'basket_' plus the user id. */
export const basketKey = (uid: string) => `basket_${uid}`;

/** Whether a value is a basket line by the one rule (ADR-042): what a "set" of it to its amount, from 1, would be. */
const isBasketLine = (value: unknown): value is BasketLine =>
  isBasketChange({ id: 'stored-line', kind: 'set', amount: (value as BasketLine | null)?.amount, line: value }) &&
  (value as BasketLine).amount > 0;

/** Parses what is stored; anything unreadable is logged and counts as empty, lines the one rule refuses are dropped. */
export function parseStoredBasket(text: string | null, log: (message: string) => void = console.warn): BasketLine[] {
  if (text === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    log('Stored basket is not valid JSON; starting with an empty basket.');
    return [];
  }
  if (!Array.isArray(data)) {
    log('Stored basket is not a list; starting with an empty basket.');
    return [];
  }
  // ADR-042: the same rule of a line as the server's
  const lines = data.filter(isBasketLine);
  if (lines.length !== data.length) log(`Dropped ${data.length - lines.length} unreadable basket line(s).`);
  return lines;
}

/** The basket kept whole under `basket_{uid}`: its changes applied here, and `save` for a copy kept of another's. */
export type LocalBasketStorage = BasketStoragePort & { save(uid: string, basket: BasketLine[]): void };

/** BasketStoragePort on localStorage; never throws (disabled storage, quota exceeded). */
export function createLocalBasketStorage(
  storage: Storage | null,
  log: (message: string) => void = console.warn,
): LocalBasketStorage {
  const attempt = <T>(what: string, action: () => T, fallback: T): T => {
    try {
      if (!storage) throw new Error('storage is not available');
      return action();
    } catch (error) {
      log(`Could not ${what} the basket: ${error instanceof Error ? error.message : String(error)}`);
      return fallback;
    }
  };
  const load = (uid: string) => attempt('load', () => parseStoredBasket(storage!.getItem(basketKey(uid)), log), []);
  const save = (uid: string, basket: BasketLine[]) =>
    attempt(
      'save',
      () => (basket.length ? storage!.setItem(basketKey(uid), JSON.stringify(basket)) : storage!.removeItem(basketKey(uid))),
      undefined,
    );
  return {
    load,
    save,
    change: (uid, changes) => save(uid, applyBasketChanges(load(uid), changes)),
    onExternalChange(listener) {
      if (typeof window === 'undefined') return () => undefined;
      // the 'storage' event fires only in the other tabs of the same origin
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== storage || !event.key?.startsWith('basket_')) return;
        listener(event.key.slice('basket_'.length), parseStoredBasket(event.newValue, log));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
