import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { StockLevelsPort } from '../../ports/stock-port';
import { usePorts } from './ports-context';

/** Stock moves: a page asks again after this long (and on coming back to the tab). */
const STOCK_FRESH_MS = 30_000;

/** Where each product's answer is kept in the query cache. */
export const stockKey = (productId: number) => ['stock', productId] as const;

/** `fresh`: read again whenever shown (the cart, where a line above what is left holds checkout) */
const stockQueryOptions = (stockLevels: StockLevelsPort, productId: number, fresh = false) => ({
  queryKey: stockKey(productId),
  // the adapter sends one page's questions as one request (the cart asks for each line)
  queryFn: async () => (await stockLevels.levelsOf([productId])).get(productId) ?? null,
  staleTime: fresh ? 0 : STOCK_FRESH_MS,
  // each renders again when its answer comes, not when a fetch starts
  notifyOnChangeProps: ['data', 'status'] as Array<'data' | 'status'>,
});

/**
 * ADR-039: units left of the product, undefined while unknown or when the shop does not count it
 * (it sells without limit); `known` once the answer is in. A stock that cannot be read claims
 * nothing: the server still decides at checkout.
 */
export function useStockLeft(productId: number, fresh = false): { left: number | undefined; known: boolean } {
  const { stockLevels } = usePorts();
  const { data, isSuccess, isError } = useQuery(stockQueryOptions(stockLevels, productId, fresh));
  return { left: data ?? undefined, known: isSuccess || isError };
}

const NOTHING_KNOWN: ReadonlyMap<number, number> = new Map();
const StockOfListed = createContext<ReadonlyMap<number, number> | null>(null);

/**
 * ADR-039: the stock of a list's products (a grid, or a row of a long one), asked in one query
 * and handed to its cards: a card's badge and Add to cart read it without a query of their own,
 * which kept the main thread busy while a page of cards was taken over. Each product's own answer
 * is kept too, so its page opens knowing it.
 */
export function StockOfListedProducts({ productIds, children }: { productIds: readonly number[]; children: ReactNode }) {
  const { stockLevels } = usePorts();
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['stock', 'listed', productIds.join(',')],
    queryFn: async () => {
      const levels = await stockLevels.levelsOf(productIds);
      for (const id of productIds) client.setQueryData(stockKey(id), levels.get(id) ?? null);
      return levels;
    },
    staleTime: STOCK_FRESH_MS,
  });
  return <StockOfListed.Provider value={data ?? NOTHING_KNOWN}>{children}</StockOfListed.Provider>;
}

/** Units left of a listed product, as StockOfListedProducts asked; undefined outside a list or while unknown. */
export function useListedStockLeft(productId: number): number | undefined {
  return useContext(StockOfListed)?.get(productId);
}
