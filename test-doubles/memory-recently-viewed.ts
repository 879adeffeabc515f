import type { RecentlyViewedPort, ViewedProduct } from '../ports/recently-viewed-port';

export function createMemoryRecentlyViewed() {
  const lists = new Map<string | null, ViewedProduct[]>();
  const recentlyViewed: RecentlyViewedPort = {
    load: (uid) => structuredClone(lists.get(uid) ?? []),
    save: (uid, products) => void lists.set(uid, structuredClone(products)),
  };
  return { recentlyViewed, lists };
}
