import type { defaultRangeExtractor as DefaultRangeExtractor, Range } from '@tanstack/react-virtual';
import { useCallback, useRef, type FocusEvent } from 'react';

/**
 * The row holding keyboard focus stays rendered when scrolled away, so focus is never lost: the
 * range to render, and the list's focus handlers that note which row that is.
 */
export function useFocusedRow(defaultRangeExtractor: typeof DefaultRangeExtractor) {
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      const focused = focusedRow.current;
      if (focused === null || focused >= range.count || rows.includes(focused)) return rows;
      return [...rows, focused].sort((a, b) => a - b);
    },
    [defaultRangeExtractor],
  );
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    focusedRow.current = item ? Number(item.dataset.row) : null;
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
  };
  return { rangeExtractor, onFocus, onBlur };
}
