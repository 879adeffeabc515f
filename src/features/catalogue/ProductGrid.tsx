import { Link, useLocation } from '@tanstack/react-router';
import type { Range } from '@tanstack/react-virtual';
import { Suspense, lazy, memo, useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { Product } from '../../../ports/entities';
import { formatPrice } from '../../domain/money';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import { StarRating } from './StarRating';
import * as css from './product-grid.css';

/** What a route puts on each card, e.g. the basket's Add to cart button (features do not import each other). */
export type RenderProductAction = (product: Product) => ReactNode;

/**
 * Lists longer than this are windowed: only the rows near the viewport are in the DOM. Shorter
 * ones (every pre-rendered page of the demo catalogue) stay plain, complete HTML.
 */
export const WINDOWING_THRESHOLD = 48;

interface ProductGridProps {
  products: readonly Product[];
  renderAction?: RenderProductAction;
  /** heading level of the card titles, so each page keeps its outline */
  titleLevel?: 2 | 3;
  /** accessible name of the list */
  label?: string;
}

/** Requirements §2: on /category/ pages the card hides the product description. */
function useShowsDescription(): boolean {
  return useLocation({ select: (location) => !location.pathname.toLowerCase().startsWith('/category/') });
}

/** Requirements §2 'Product grid card': image, title, stars with review count, price, action, link to /products/{id}. */
export function ProductGrid({ products, renderAction, titleLevel = 3, label = 'Products' }: ProductGridProps) {
  const showDescription = useShowsDescription();
  const props = { products, renderAction, titleLevel, label, showDescription };
  if (products.length > WINDOWING_THRESHOLD) {
    return (
      <Suspense fallback={<ProductGridSkeleton count={8} />}>
        <WindowedProductGrid {...props} />
      </Suspense>
    );
  }
  return <PlainProductGrid {...props} />;
}

/** Every card in the DOM: complete HTML, for short lists and wherever windowing is not available. */
function PlainProductGrid({ products, renderAction, titleLevel, label, showDescription }: ProductListProps) {
  return (
    <ul className={css.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={css.gridItem}>
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            showDescription={showDescription}
            titleLevel={titleLevel}
          />
        </li>
      ))}
    </ul>
  );
}

interface GridLayout {
  columns: number;
  /** px between cards, both ways */
  gap: number;
  /** px: every row has this height, fixed before any card renders, so nothing shifts */
  rowHeight: number;
}

/**
 * The plain grid's breakpoints (product-grid.css.ts, on the viewport) restated for the list's own
 * width, which is the viewport minus the page padding (8px a side below 600px, 16px above).
 */
export function gridLayoutFor(width: number, showDescription: boolean): GridLayout {
  const columns = width >= 1408 ? 5 : width >= 1068 ? 4 : width >= 728 ? 3 : width >= 344 ? 2 : 1;
  const gap = width >= 728 ? 16 : width >= 344 ? 8 : 12;
  // card padding + image box + title (3 lines) + stars + price + button, and the gaps between them
  const wide = width >= 728;
  const card = wide ? 32 + 220 + 66 + 16 + 25 + 40 + 4 * 8 : 24 + 180 + 61 + 16 + 25 + 40 + 4 * 8;
  // the description is clamped at 3 lines of 12px text
  const rowHeight = card + (showDescription ? 8 + 45 : 0) + 8;
  return { columns, gap, rowHeight };
}

const sameLayout = (a: GridLayout, b: GridLayout) => a.columns === b.columns && a.gap === b.gap && a.rowHeight === b.rowHeight;

interface ProductListProps {
  products: readonly Product[];
  renderAction?: RenderProductAction;
  titleLevel: 2 | 3;
  label: string;
  showDescription: boolean;
}

type Virtual = Pick<typeof import('@tanstack/react-virtual'), 'useWindowVirtualizer' | 'defaultRangeExtractor'>;

/**
 * The virtualizer (about 11 KB gzip) loads only when a list is long enough to need it, so it
 * stays out of the JavaScript every page loads first. If it cannot be downloaded (offline, or an
 * old chunk gone after a redeploy) the products still show, as the plain, complete list.
 */
const WindowedProductGrid = lazy(() =>
  import('@tanstack/react-virtual').then(
    (virtual: Virtual) => ({ default: (props: ProductListProps) => <WindowedRows {...props} virtual={virtual} /> }),
    () => ({ default: PlainProductGrid }),
  ),
);

/**
 * A long list (a category of 10,000 products) renders only the rows around the viewport, with the
 * page itself as the scroller. Rows have a fixed height, so the total height is known up front and
 * no card moves when rows come and go (CLS 0).
 */
function WindowedRows({
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
    gridLayoutFor(typeof window === 'undefined' ? 1024 : window.innerWidth - 32, showDescription),
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
      const width = rect.width || list.offsetWidth || window.innerWidth - 32;
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

interface ProductCardProps {
  product: Product;
  action: ReactNode;
  showDescription: boolean;
  titleLevel: 2 | 3;
}

function ProductCard({ product, action, showDescription, titleLevel }: ProductCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={css.card}>
      <div className={css.imageBox}>
        <img
          className={css.image}
          src={product.image}
          alt={product.title}
          width={220}
          height={220}
          loading="lazy"
          decoding="async"
        />
      </div>
      <Title className={css.title}>
        <Link to="/products/$productId" params={{ productId: String(product.id) }} className={css.titleLink}>
          {product.title}
        </Link>
      </Title>
      <StarRating rate={product.rating.rate} count={product.rating.count} />
      <p className={css.price}>{formatPrice(product.price)}</p>
      {showDescription && <p className={css.description}>{product.description}</p>}
      {action != null && <div className={css.action}>{action}</div>}
    </article>
  );
}

/** Placeholder cards of the final size, shown while a list loads, so nothing jumps. */
export function ProductGridSkeleton({ count = 8, label = 'Loading products' }: { count?: number; label?: string }) {
  return (
    <div role="status">
      <span className={visuallyHidden}>{label}</span>
      <div className={css.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={css.skeletonCard}>
            <span className={css.imageBox}>
              <span className={css.boneFill} />
            </span>
            <span className={css.boneLine} />
            <span className={css.boneShort} />
            <span className={css.bonePrice} />
            <span className={css.boneButton} />
          </div>
        ))}
      </div>
    </div>
  );
}
