import { createStore } from 'zustand/vanilla';
import type { Product } from '../../../ports/entities';
import type { RecentlyViewedPort, ViewedProduct } from '../../../ports/recently-viewed-port';
import { withViewed } from '../../domain/recently-viewed';

export interface RecentlyViewedState {
  /** whether the session is known yet: until then nobody's list is shown or written */
  known: boolean;
  /** whose list is shown: the signed-in user's id, or null */
  userId: string | null;
  products: ViewedProduct[];
  viewed(product: Product): void;
  clear(): void;
  setUserId(userId: string | null): void;
}

export type RecentlyViewedStore = ReturnType<typeof createRecentlyViewedStore>;

/**
 * ADR-013: the products opened lately, per user when signed in, saved on every change. A product
 * page opened before the session is known (a page load restores it a moment later) waits for it,
 * so the view goes to the right shopper's list.
 */
export function createRecentlyViewedStore(port: RecentlyViewedPort) {
  let waiting: Product[] = [];
  return createStore<RecentlyViewedState>((set, get) => {
    const update = (products: ViewedProduct[]) => {
      set({ products });
      port.save(get().userId, products);
    };
    return {
      known: false,
      userId: null,
      products: [],
      viewed(product) {
        if (get().known) update(withViewed(get().products, product));
        else waiting.push(product);
      },
      clear: () => update([]),
      setUserId(userId) {
        if (get().known && userId === get().userId) return;
        set({ known: true, userId, products: port.load(userId) });
        const views = waiting;
        waiting = [];
        if (views.length > 0) update(views.reduce(withViewed, get().products));
      },
    };
  });
}
