import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { StockOfListedProducts } from '../../shared/stock-left';
import type { ProductCardsProps } from './ProductCard';
import { useFocusedRow } from './use-focused-row';
import { useMeasuredLayout } from './use-measured-layout';
import { WindowedCard } from './WindowedCard';
import * as css from './windowed-rows.css';

/**
 * A long list (a category of 10,000 products) renders only the rows around the viewport, with the
 * page itself as the scroller. Rows have a fixed height, so the total height is known up front and
 * no card moves when rows come and go (CLS 0). Loaded with the virtualizer, only for such a list.
 */
export function WindowedRows({ products, renderAction, titleLevel, label, showDescription }: ProductCardsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const { layout, scrollMargin } = useMeasuredLayout(listRef, showDescription);
  const { rangeExtractor, onFocus, onBlur } = useFocusedRow(defaultRangeExtractor);

  const { columns, gap, rowHeight } = layout;
  // a new key function when the layout changes makes the virtualizer lay the rows out again
  const getItemKey = useCallback((row: number) => `${columns}:${rowHeight}:${row}`, [columns, rowHeight]);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(products.length / columns),
    estimateSize: () => rowHeight,
    gap,
    overscan: 3,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    // React 19 batches the scroll updates itself; a synchronous flush per scroll event only adds work
    useFlushSync: false,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });

  // each card's width and offset: the row's width shared out as the plain grid would
  const cardWidth = `((100% - ${(columns - 1) * gap}px) / ${columns})`;
  return (
    // role="list" again: Safari drops a list's role when its bullets are styled away
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul
      ref={listRef}
      role="list"
      className={css.windowedGrid}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        const rowProducts = products.slice(first, first + columns);
        // one stock question per row in view, not one for the whole long list
        return (
          <StockOfListedProducts key={row.key} productIds={rowProducts.map((product) => product.id)}>
            {rowProducts.map((product, column) => (
              <WindowedCard
                key={product.id}
                product={product}
                renderAction={renderAction}
                showDescription={showDescription}
                titleLevel={titleLevel}
                row={row.index}
                position={first + column + 1}
                setSize={products.length}
                top={row.start - scrollMargin}
                height={rowHeight}
                width={`calc${cardWidth}`}
                left={`calc(${column} * (${cardWidth} + ${gap}px))`}
              />
            ))}
          </StockOfListedProducts>
        );
      })}
    </ul>
  );
}
