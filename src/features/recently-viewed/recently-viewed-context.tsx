import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { RecentlyViewedState, RecentlyViewedStore } from './recently-viewed-store';

const RecentlyViewedContext = createContext<RecentlyViewedStore | null>(null);

export function RecentlyViewedProvider({ store, children }: { store: RecentlyViewedStore; children: ReactNode }) {
  return <RecentlyViewedContext.Provider value={store}>{children}</RecentlyViewedContext.Provider>;
}

export function useRecentlyViewed<T>(selector: (state: RecentlyViewedState) => T): T {
  const store = useContext(RecentlyViewedContext);
  if (!store) throw new Error('useRecentlyViewed needs a RecentlyViewedProvider above it');
  return useStore(store, selector);
}
