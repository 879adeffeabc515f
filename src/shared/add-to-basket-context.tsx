import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '../../ports/entities';

type AddToBasket = (product: Product) => void;

const AddToBasketContext = createContext<AddToBasket | null>(null);

/**
 * The basket's add, for features other than the basket (features never import each other): the
 * composition root hands it down, e.g. for Buy it again on past orders (ADR-010).
 */
export function AddToBasketProvider({ add, children }: { add: AddToBasket; children: ReactNode }) {
  return <AddToBasketContext.Provider value={add}>{children}</AddToBasketContext.Provider>;
}

export function useAddToBasket(): AddToBasket {
  const add = useContext(AddToBasketContext);
  if (!add) throw new Error('useAddToBasket needs an AddToBasketProvider above it');
  return add;
}
