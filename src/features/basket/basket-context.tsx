import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BasketState, BasketStore } from './basket-store';

const BasketContext = createContext<BasketStore | null>(null);

export function BasketProvider({ store, children }: { store: BasketStore; children: ReactNode }) {
  return <BasketContext.Provider value={store}>{children}</BasketContext.Provider>;
}

export function useBasket<T>(selector: (state: BasketState) => T): T {
  const store = useContext(BasketContext);
  if (!store) throw new Error('useBasket needs a BasketProvider above it');
  return useStore(store, selector);
}
