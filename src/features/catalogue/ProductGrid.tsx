import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '../../../ports/entities';
import { formatPrice } from '../../domain/money';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import { StarRating } from './StarRating';
import * as css from './product-grid.css';

/** What a route puts on each card, e.g. the basket's Add to cart button (features do not import each other). */
export type RenderProductAction = (product: Product) => ReactNode;

interface ProductGridProps {
  products: readonly Product[];
  renderAction?: RenderProductAction;
  /** heading level of the card titles, so each page keeps its outline */
  titleLevel?: 2 | 3;
  /** accessible name of the list */
  label?: string;
}

/** Spec 2: on /category/ pages the card hides the product description. */
function useShowsDescription(): boolean {
  return useLocation({ select: (location) => !location.pathname.toLowerCase().startsWith('/category/') });
}

/** Spec 2 'Product grid card': image, title, stars with review count, price, action, link to /products/{id}. */
export function ProductGrid({ products, renderAction, titleLevel = 3, label = 'Products' }: ProductGridProps) {
  const showDescription = useShowsDescription();
  return (
    <ul className={css.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} action={renderAction?.(product)} showDescription={showDescription} titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}

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
        <img className={css.image} src={product.image} alt={product.title} width={220} height={220} loading="lazy" decoding="async" />
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
