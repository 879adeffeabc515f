import type { BasketStoragePort } from '../../ports/basket-storage-port';
import type { BasketLine } from '../../ports/entities';

/** Requirements §9: the stored basket's key is 'basket_' plus the user id. */
export const basketKey = (uid: string) => `basket_${uid}`;

const finite = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** One stored line made safe to show, or null when it cannot be trusted at all. */
function cleanLine(raw: unknown): BasketLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const line = raw as Record<string, unknown>;
  const id = line.id;
  const amount = line.amount;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) return null;
  const rating = (typeof line.rating === 'object' && line.rating) || {};
  const price = finite(line.price, 0);
  const listPrice = finite(line.listPrice, -1);
  return {
    id,
    amount,
    title: typeof line.title === 'string' ? line.title : `Product ${id}`,
    price: price >= 0 ? price : 0,
    // a deal's list price (ADR-022) stays with the line through a reload; one that cannot be shown goes
    ...(listPrice > price ? { listPrice } : {}),
    image: typeof line.image === 'string' ? line.image : '',
    description: typeof line.description === 'string' ? line.description : '',
    category: typeof line.category === 'string' ? line.category : '',
    rating: {
      rate: Math.min(5, Math.max(0, finite((rating as Record<string, unknown>).rate, 0))),
      count: Math.max(0, finite((rating as Record<string, unknown>).count, 0)),
    },
  };
}

/** Parses what is stored; anything unreadable is logged and counts as empty, bad lines are dropped. */
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
  const lines = data.map(cleanLine).filter((line): line is BasketLine => line !== null);
  if (lines.length !== data.length) log(`Dropped ${data.length - lines.length} unreadable basket line(s).`);
  return lines;
}

/** BasketStoragePort on localStorage; never throws (disabled storage, quota exceeded). */
export function createLocalBasketStorage(
  storage: Storage | null,
  log: (message: string) => void = console.warn,
): BasketStoragePort {
  const attempt = <T>(what: string, action: () => T, fallback: T): T => {
    try {
      if (!storage) throw new Error('storage is not available');
      return action();
    } catch (error) {
      log(`Could not ${what} the basket: ${error instanceof Error ? error.message : String(error)}`);
      return fallback;
    }
  };
  return {
    load: (uid) => attempt('load', () => parseStoredBasket(storage!.getItem(basketKey(uid)), log), []),
    save: (uid, basket) => attempt('save', () => storage!.setItem(basketKey(uid), JSON.stringify(basket)), undefined),
    clear: (uid) => attempt('clear', () => storage!.removeItem(basketKey(uid)), undefined),
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
