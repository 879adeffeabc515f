import { useLocation } from '@tanstack/react-router';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { Product } from '../../../ports/entities';
import { StockOfListedProducts } from '../../shared/stock-left';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import { ProductCard, type ProductCardsProps, type RenderProductAction } from './ProductCard';
import { boneFill, boneLine, bonePrice, boneShort } from '../../shared/skeleton/bones.css';
import * as css from './product-grid.css';

/**
 * Lists longer than this are windowed: only the rows near the viewport are in the DOM. Shorter
 * ones (every pre-rendered page of the built-in catalog) stay plain, complete HTML.
 */
export const WINDOWING_THRESHOLD = 48;

interface ProductGridProps {
  products: readonly Product[];
  renderAction?: RenderProductAction;
  /** heading level of the card titles, so each page keeps its outline */
  titleLevel?: 2 | 3;
  /** accessible name of the list */
  label?: string;
  /**
   * How many of the first cards load their image with the page: those of a grid at the top of a
   * page, which are in the first screen (the largest paint on a phone). The others wait until
   * they come near the viewport.
   */
  eagerImages?: number;
}

/** Requirements §2: on /category/ pages the card hides the product description. */
function useShowsDescription(): boolean {
  return useLocation({ select: (location) => !location.pathname.toLowerCase().startsWith('/category/') });
}

const noChange = () => () => undefined;

/**
 * The cards of a product list (requirements §2): every card in the DOM, or only those near the
 * viewport when the list is long. Until the windowed grid's code is in, a long list shows its
 * first WINDOWING_THRESHOLD cards, plain: that is also what the server draws of it (ADR-049), and
 * what the page shows while its script takes it over.
 */
export function ProductGrid({ products, renderAction, titleLevel = 3, label = 'Products', eagerImages }: ProductGridProps) {
  const showDescription = useShowsDescription();
  const props = { products, renderAction, titleLevel, label, showDescription };
  // true on the server and while the page it drew is taken over: no code is loaded late there
  const drawnFirst = useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
  if (products.length > WINDOWING_THRESHOLD) {
    const first = <PlainProductGrid {...props} products={products.slice(0, WINDOWING_THRESHOLD)} eagerImages={eagerImages} />;
    if (drawnFirst) return first;
    return (
      <Suspense fallback={first}>
        <WindowedProductGrid {...props} />
      </Suspense>
    );
  }
  return <PlainProductGrid {...props} eagerImages={eagerImages} />;
}

/** Every card in the DOM: complete HTML, for short lists and wherever windowing is not available. */
function PlainProductGrid({
  products,
  renderAction,
  titleLevel,
  label,
  showDescription,
  eagerImages = 0,
}: ProductCardsProps & { eagerImages?: number }) {
  return (
    <StockOfListedProducts productIds={products.map((product) => product.id)}>
      <ul className={css.grid} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id} className={css.gridItem}>
            <ProductCard
              product={product}
              action={renderAction?.(product)}
              showDescription={showDescription}
              titleLevel={titleLevel}
              eagerImage={index < eagerImages}
              leadImage={index === 0 && eagerImages > 0}
            />
          </li>
        ))}
      </ul>
    </StockOfListedProducts>
  );
}

/**
 * The virtualizer (about 11 KB gzip) and the windowed rows load only when a list is long enough to
 * need them, so they stay out of the JavaScript every page loads first. If they cannot be
 * downloaded (offline, or an old chunk gone after a redeploy) the products still show, as the
 * plain, complete list.
 */
const WindowedProductGrid = lazy(() =>
  import('./WindowedRows').then(
    ({ WindowedRows }) => ({ default: WindowedRows }),
    () => ({ default: PlainProductGrid }),
  ),
);

/** Placeholder cards of the final size, shown while a list loads, so nothing jumps. */
export function ProductGridSkeleton({ count = 8, label = 'Loading products' }: { count?: number; label?: string }) {
  return (
    <div role="status">
      <span className={visuallyHidden}>{label}</span>
      <div className={css.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={css.skeletonCard}>
            <span className={css.skeletonImageBox}>
              <span className={boneFill} />
            </span>
            <span className={boneLine} />
            <span className={boneShort} />
            <span className={bonePrice} />
            <span className={css.boneButton} />
          </div>
        ))}
      </div>
    </div>
  );
}
