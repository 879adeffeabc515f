import { useRouter } from '@tanstack/react-router';
import type { Product } from '../../../ports/entities';
import { useListedStockLeft } from '../../shared/stock-left';
import { button } from '../../shared/theme/button-class';
import { useBasket } from './basket-context';
import type { NoticeSpot } from './basket-store';

interface AddToBasketButtonProps {
  product: Product;
  /** how many one press adds: the product page's picked quantity (ADR-010) */
  amount?: number;
  wide?: boolean;
  /** ADR-020: where the press is confirmed: inside the product page's buy box, or over the page (grids) */
  confirmIn?: NoticeSpot['place'];
  /** ADR-039: units left, as the product page knows them; on a card, its list's stock is read instead */
  left?: number;
}

/** Requirements §2: the Add to cart button of grid cards and the product page. */
export function AddToBasketButton({ product, amount = 1, wide = false, confirmIn = 'over-page', left }: AddToBasketButtonProps) {
  const add = useBasket((state) => state.add);
  const router = useRouter();
  const listedLeft = useListedStockLeft(product.id);
  const unitsLeft = left ?? listedLeft;
  return (
    <button
      type="button"
      className={button({ tone: 'primary', size: wide ? 'wide' : 'normal' })}
      aria-label={`Add to cart: ${product.title}`}
      // ADR-039: none left, nothing to add
      disabled={unitsLeft === 0}
      // read at the press, not subscribed to: a grid of cards need not render again at each navigation
      onClick={() => add(product, amount, { pathname: router.state.location.pathname, place: confirmIn }, unitsLeft)}
    >
      Add to cart
    </button>
  );
}
