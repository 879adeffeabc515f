import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '../../../ports/entities';
import { formatPrice } from '../../domain/money';
import { DealNote } from '../catalog/DealNote';
import { stockNote } from '../../domain/stock-words';
import { useListedStockLeft } from '../../shared/stock-left';
import { StarRating } from '../catalog/StarRating';
import * as css from './product-card.css';
import { ProductPicture } from '../catalog/ProductPicture';

/** What a route puts on each card, e.g. the basket's Add to cart button (features do not import each other). */
export type RenderProductAction = (product: Product) => ReactNode;

/** What a list of cards passes down, plain or windowed. */
export interface ProductCardsProps {
  products: readonly Product[];
  renderAction?: RenderProductAction;
  titleLevel: 2 | 3;
  label: string;
  showDescription: boolean;
}

interface ProductCardProps {
  product: Product;
  action: ReactNode;
  showDescription: boolean;
  titleLevel: 2 | 3;
  /** a card in the first screen: its image loads with the page, not once layout finds it in view */
  eagerImage?: boolean;
  /**
   * the first card of a grid at the top of a page, the page's largest paint on a phone: its image
   * is fetched first and the other cards' images yield to it (docs/bench-notes/lcp-findings.md)
   */
  leadImage?: boolean;
}

/** ADR-039: a card's brief word when few are left or none, from its list's stock (StockOfListedProducts). */
function StockBadge({ productId }: { productId: number }) {
  const note = stockNote(useListedStockLeft(productId));
  return note === null ? null : <p className={css.stockBadge}>{note}</p>;
}

/** Requirements §2 'Product grid card': image, title, stars with review count, price, action, link to /products/{id}. */
export function ProductCard({
  product,
  action,
  showDescription,
  titleLevel,
  eagerImage = false,
  leadImage = false,
}: ProductCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={css.card}>
      <div className={css.imageBox}>
        <ProductPicture
          className={css.image}
          image={product.image}
          sizes="220px"
          alt={product.title}
          width={220}
          height={220}
          loading={eagerImage ? 'eager' : 'lazy'}
          fetchPriority={leadImage ? 'high' : 'low'}
          decoding="async"
        />
        <StockBadge productId={product.id} />
      </div>
      <Title className={css.title}>
        <Link to="/products/$productId" params={{ productId: String(product.id) }} className={css.titleLink}>
          {product.title}
        </Link>
      </Title>
      <StarRating rate={product.rating.rate} count={product.rating.count} />
      <p className={css.price}>{formatPrice(product.price)}</p>
      <DealNote product={product} />
      {showDescription && <p className={css.description}>{product.description}</p>}
      {action != null && <div className={css.action}>{action}</div>}
    </article>
  );
}
