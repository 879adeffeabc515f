import { createStore } from 'zustand/vanilla';
import type { Product } from '../../../ports/entities';
import type { RecentlyViewedPort, ViewedProduct } from '../../../ports/recently-viewed-port';
import { withViewed } from '../../domain/recently-viewed';

export interface RecentlyViewedState {
  /** whose list is shown: the signed-in user's id, or null */
  owner: string | null;
  products: ViewedProduct[];
  viewed(product: Product): void;
  clear(): void;
  setOwner(owner: string | null): void;
}

export type RecentlyViewedStore = ReturnType<typeof createRecentlyViewedStore>;

/** ADR-013: the products opened lately, per user when signed in, saved on every change. */
export function createRecentlyViewedStore(port: RecentlyViewedPort) {
  return createStore<RecentlyViewedState>((set, get) => {
    const update = (products: ViewedProduct[]) => {
      set({ products });
      port.save(get().owner, products);
    };
    return {
      owner: null,
      products: port.load(null),
      viewed: (product) => update(withViewed(get().products, product)),
      clear: () => update([]),
      setOwner(owner) {
        if (owner !== get().owner) set({ owner, products: port.load(owner) });
      },
    };
  });
}
