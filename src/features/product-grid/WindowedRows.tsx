import type { Range } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import type { Product } from '../../../ports/entities';
import { gridLayoutFor, listWidthAt, sameLayout } from './grid-layout';
import { ProductCard, type ProductListProps, type RenderProductAction } from './ProductCard';
import * as css from './windowed-rows.css';

/** The parts of the virtualizer used here, handed in once its code has loaded. */
export type Virtual = Pick<typeof import('@tanstack/react-virtual'), 'useWindowVirtualizer' | 'defaultRangeExtractor'>;

/**
 * A long list (a category of 10,000 products) renders only the rows around the viewport, with the
 * page itself as the scroller. Rows have a fixed height, so the total height is known up front and
 * no card moves when rows come and go (CLS 0).
 */
export function WindowedRows({
  products,
  renderAction,
  titleLevel,
  label,
  showDescription,
  virtual,
}: ProductListProps & { virtual: Virtual }) {
  const { useWindowVirtualizer, defaultRangeExtractor } = virtual;
  const listRef = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState(() =>
    gridLayoutFor(typeof window === 'undefined' ? 1024 : listWidthAt(window.innerWidth), showDescription),
  );
  const [scrollMargin, setScrollMargin] = useState(0);
  /** the row holding keyboard focus stays rendered when scrolled away, so focus is never lost */
  const focusedRow = useRef<number | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const rect = list.getBoundingClientRect();
      // 0 where nothing is laid out (tests): fall back to the window's width
      const width = rect.width || list.offsetWidth || listWidthAt(window.innerWidth);
      const next = gridLayoutFor(width, showDescription);
      setLayout((current) => (sameLayout(current, next) ? current : next));
      setScrollMargin(Math.round(rect.top + window.scrollY));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [showDescription]);

  const { columns, gap, rowHeight } = layout;
  // a new key function when the layout changes makes the virtualizer lay the rows out again
  const getItemKey = useCallback((row: number) => `${columns}:${rowHeight}:${row}`, [columns, rowHeight]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      const focused = focusedRow.current;
      if (focused === null || focused >= range.count || rows.includes(focused)) return rows;
      return [...rows, focused].sort((a, b) => a - b);
    },
    [defaultRangeExtractor],
  );

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

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    focusedRow.current = item ? Number(item.dataset.row) : null;
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
  };

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
      {virtualizer.getVirtualItems().flatMap((row) => {
        const first = row.index * columns;
        return products
          .slice(first, first + columns)
          .map((product, column) => (
            <WindowedItem
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
          ));
      })}
    </ul>
  );
}

interface WindowedItemProps {
  product: Product;
  renderAction?: RenderProductAction;
  showDescription: boolean;
  titleLevel: 2 | 3;
  row: number;
  position: number;
  setSize: number;
  top: number;
  height: number;
  width: string;
  left: string;
}

/** One placed card; memoised, so scrolling renders only the cards that come into the window. */
const WindowedItem = memo(function WindowedItem({
  product,
  renderAction,
  showDescription,
  titleLevel,
  row,
  position,
  setSize,
  ...box
}: WindowedItemProps) {
  return (
    <li className={css.windowedItem} data-row={row} aria-setsize={setSize} aria-posinset={position} style={box}>
      <ProductCard product={product} action={renderAction?.(product)} showDescription={showDescription} titleLevel={titleLevel} />
    </li>
  );
});
