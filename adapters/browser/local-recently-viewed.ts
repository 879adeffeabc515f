import type { RecentlyViewedPort, ViewedProduct } from '../../ports/recently-viewed-port';

/** One list per signed-in user, like the basket's 'basket_' + uid, and one for the signed-out. */
export const recentlyViewedKey = (uid: string | null) => (uid === null ? 'recently_viewed' : `recently_viewed_${uid}`);

function cleanEntry(raw: unknown): ViewedProduct | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, title, image } = raw as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  if (typeof title !== 'string' || typeof image !== 'string') return null;
  return { id, title, image };
}

/** RecentlyViewedPort on localStorage; never throws (disabled storage, quota exceeded, bad data). */
export function createLocalRecentlyViewed(
  storage: Storage | null,
  log: (message: string) => void = console.warn,
): RecentlyViewedPort {
  return {
    load(uid) {
      try {
        const data: unknown = JSON.parse(storage?.getItem(recentlyViewedKey(uid)) ?? '[]');
        return Array.isArray(data) ? data.map(cleanEntry).filter((entry): entry is ViewedProduct => entry !== null) : [];
      } catch {
        return [];
      }
    },
    save(uid, products) {
      try {
        if (!storage) throw new Error('storage is not available');
        if (products.length === 0) storage.removeItem(recentlyViewedKey(uid));
        else storage.setItem(recentlyViewedKey(uid), JSON.stringify(products));
      } catch (error) {
        log(`Could not save the recently viewed products: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
