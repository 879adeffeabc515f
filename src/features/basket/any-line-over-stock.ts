import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { stockKey } from '../../shared/stock-left';

/**
 * ADR-039: whether any line holds more than is left (the stock fell since it was added), from the
 * answers the lines' own rows asked for (useStockLeft, src/shared/stock-left.tsx): watching the cache costs no code of its own.
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
