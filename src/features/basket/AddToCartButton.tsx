import type { Product } from '../../../ports/entities';
import { button } from '../../shared/theme/recipes.css';
import { useBasket } from './basket-context';

/** Requirements §2: the Add to cart button of grid cards and the product page. */
export function AddToCartButton({ product, wide = false }: { product: Product; wide?: boolean }) {
  const add = useBasket((state) => state.add);
  return (
    <button
      type="button"
      className={button({ tone: 'primary', size: wide ? 'wide' : 'normal' })}
      aria-label={`Add to cart: ${product.title}`}
      onClick={() => add(product)}
    >
      Add to cart
    </button>
  );
}
