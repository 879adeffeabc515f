import type { Product } from '../../../ports/entities';
import { button } from '../../shared/theme/recipes.css';
import { useBasket } from './basket-context';

interface AddToCartButtonProps {
  product: Product;
  /** how many one press adds: the product page's picked quantity (ADR-010) */
  quantity?: number;
  wide?: boolean;
}

/** Requirements §2: the Add to cart button of grid cards and the product page. */
export function AddToCartButton({ product, quantity = 1, wide = false }: AddToCartButtonProps) {
  const add = useBasket((state) => state.add);
  return (
    <button
      type="button"
      className={button({ tone: 'primary', size: wide ? 'wide' : 'normal' })}
      aria-label={`Add to cart: ${product.title}`}
      onClick={() => add(product, quantity)}
    >
      Add to cart
    </button>
  );
}
