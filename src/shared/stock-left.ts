import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { StockLevelsPort } from '../../ports/stock-port';
import { usePorts } from './ports-context';

/** Stock moves: a page asks again after this long (and on coming back to the tab). */
const STOCK_FRESH_MS = 30_000;

/** `fresh`: read again whenever shown (the cart, where a line above what is left holds checkout) */
const stockKey = (productId: number) => ['stock', productId] as const;

export const stockQueryOptions = (stockLevels: StockLevelsPort, productId: number, fresh = false) => ({
  queryKey: stockKey(productId),
  // the adapter sends one page's questions as one request (a grid asks for each card)
  queryFn: async () => (await stockLevels.levelsOf([productId])).get(productId) ?? null,
  staleTime: fresh ? 0 : STOCK_FRESH_MS,
  // a grid holds dozens of these: each renders again when its answer comes, not when a fetch starts
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

/**
 * ADR-039: whether any line holds more than is left (the stock fell since it was added), from the
 * answers the lines' own rows asked for (useStockLeft): watching the cache costs no code of its own.
 */
export function useAnyLineOverStock(lines: ReadonlyArray<{ id: number; amount: number }>): boolean {
  const client = useQueryClient();
  const over = () =>
    lines.some((line) => {
      const left = client.getQueryData<number | null>(stockKey(line.id));
      return left !== undefined && left !== null && line.amount > left;
    });
  return useSyncExternalStore(
    (notify) => client.getQueryCache().subscribe(notify),
    over,
    () => false,
  );
}
