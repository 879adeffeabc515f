import type { RecentlyViewedPort, ViewedProduct } from '../ports/recently-viewed-port';

export function createMemoryRecentlyViewed() {
  const lists = new Map<string | null, ViewedProduct[]>();
  const recentlyViewed: RecentlyViewedPort = {
    load: (owner) => structuredClone(lists.get(owner) ?? []),
    save: (owner, products) => void lists.set(owner, structuredClone(products)),
  };
  return { recentlyViewed, lists };
}
