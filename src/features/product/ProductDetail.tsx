import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '../../../ports/entities';
import { NotFoundError } from '../../../ports/errors';
import { deliveryRule } from '../../domain/delivery';
import { formatPrice } from '../../domain/money';
import { FEW_LEFT, stockLine } from '../../domain/stock-words';
import { useStockLeft } from '../../shared/stock-left';
import { usePorts } from '../../shared/ports-context';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import { productQueryOptions } from '../catalog/catalog-queries';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { RetryMessage } from '../catalog/RetryMessage';
import { DealNote } from '../catalog/DealNote';
import { StarRating } from '../catalog/StarRating';
import { ProductPicture } from '../catalog/ProductPicture';
import { breakpoints } from '../../shared/theme/breakpoints';
import * as layout from '../../shared/layout/product-page-layout.css';
import * as css from './product-detail.css';

interface ProductDetailProps {
  /** the id from the path, read by the route; null when the path holds no product id */
  id: number | null;
  /** the buy box's controls, e.g. the basket's quantity, Add to cart and Buy Now */
  renderAction?: (product: Product) => ReactNode;
}

/** Requirements §2 'Product detail page': one product; a bad or unknown id shows a not-found state. */
export function ProductDetail({ id, renderAction }: ProductDetailProps) {
  const { catalog } = usePorts();
  const product = useQuery({
    ...productQueryOptions(catalog, id ?? -1),
    // an id that is not a number is never asked for
    enabled: id !== null,
    retryOnMount: false,
  });

  if (id === null || product.error instanceof NotFoundError) return <ProductNotFound />;
  if (product.data) return <ProductView product={product.data} action={renderAction?.(product.data)} />;
  if (product.isError) {
    return (
      <div className={layout.page}>
        <h1 className={visuallyHidden}>Product details</h1>
        <RetryMessage
          message="Failed to load product details. Please try again later."
          onRetry={() => void product.refetch()}
          retrying={product.isFetching}
        />
      </div>
    );
  }
  return <ProductDetailSkeleton />;
}

/**
 * The product page draws its picture 500 px wide from the desktop layout on, and within a box of
 * 260 px below it (the gallery's height on a phone): the widths its photo is made at (ADR-045).
 */
const PAGE_PICTURE_SIZES = `(min-width: ${breakpoints.desktop}px) 500px, 260px`;

function ProductView({ product, action }: { product: Product; action: ReactNode }) {
  const price = formatPrice(product.price);
  return (
    <div className={layout.page}>
      <p className={layout.breadcrumb}>
        <Link to="/category/$categoryName" params={{ categoryName: product.category }}>
          ‹ Back to {product.category}
        </Link>
      </p>
      <article className={layout.layout} aria-labelledby="product-title">
        <div className={layout.gallery}>
          <ProductPicture
            className={css.image}
            image={product.image}
            sizes={PAGE_PICTURE_SIZES}
            alt={product.title}
            width={500}
            height={500}
            fetchPriority="high"
          />
        </div>
        <div className={layout.heading}>
          <h1 id="product-title" className={css.title}>
            {product.title}
          </h1>
          <StarRating rate={product.rating.rate} count={product.rating.count} />
        </div>
        <div className={layout.details}>
          <p className={css.bigPrice}>{price}</p>
          <h2 className={css.sectionTitle}>About this item</h2>
          <p className={css.description}>{product.description}</p>
          <dl className={css.facts}>
            <dt className={css.factName}>Category</dt>
            <dd className={css.factValue}>{product.category}</dd>
          </dl>
        </div>
        <aside className={layout.buyBox} aria-label="Buy box">
          <p className={css.buyPrice}>{price}</p>
          <DealNote product={product} />
          {/* the delivery rule checkout applies (ADR-021) */}
          <p className={css.delivery}>{deliveryRule}</p>
          <StockLine productId={product.id} />
          {action}
          <p className={css.soldBy}>Ships from and sold by shop front</p>
        </aside>
      </article>
    </div>
  );
}

/** ADR-039: what is left, once known; its line keeps its height meanwhile, so nothing below moves. */
function StockLine({ productId }: { productId: number }) {
  const { left, known } = useStockLeft(productId);
  return (
    <p className={left !== undefined && left <= FEW_LEFT ? css.fewLeft : css.inStock}>{known ? stockLine(left) : '\u00a0'}</p>
  );
}

/** Requirements §2: an unknown or malformed product id is a state of the page, never a crash. */
export function ProductNotFound() {
  return (
    <div className={layout.page}>
      <section className={css.notice} aria-labelledby="not-found-title">
        <h1 id="not-found-title" className={css.noticeTitle}>
          We couldn't find that product.
        </h1>
        <p>It may have been removed, or the link may be mistyped.</p>
        <Link to="/">Continue shopping</Link>
      </section>
    </div>
  );
}
