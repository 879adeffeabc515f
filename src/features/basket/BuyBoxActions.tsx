import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Product } from '../../../ports/entities';
import { maxAmount } from '../../domain/basket';
import { useStockLeft } from '../../shared/stock-left';
import { button } from '../../shared/theme/button-class';
import { AddedToBasket } from './AddedToBasket';
import { AddToBasketButton } from './AddToBasketButton';
import * as css from './buy-box-actions.css';

// ADR-020: the same maximum as the cart's +
const amounts = Array.from({ length: maxAmount }, (_, index) => index + 1);

/** ADR-010: the product page's buy box: a quantity, Add to cart with it, and Buy Now: a checkout of that product alone. */
export function BuyBoxActions({ product }: { product: Product }) {
  const [amount, setAmount] = useState(1);
  const navigate = useNavigate();
  const selectId = useId();
  // ADR-039: the choices stop at what is left; none left, nothing to buy
  const { left } = useStockLeft(product.id);
  const choices = left === undefined ? amounts : amounts.slice(0, left);
  return (
    <div className={css.actions}>
      {left !== 0 && (
        <div className={css.amountField}>
          <label htmlFor={selectId}>Quantity</label>
          <select
            id={selectId}
            className={css.amountSelect}
            value={amount}
            onChange={(event) => setAmount(Number(event.target.value))}
          >
            {choices.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      )}
      <AddToBasketButton product={product} amount={amount} wide confirmIn="buy-box" left={left} />
      <button
        type="button"
        className={button({ tone: 'buy', size: 'wide' })}
        disabled={left === 0}
        onClick={() => {
          // the basket is left as it was; requirements §2: the checkout's guard sends a shopper not signed in to sign in first, and back
          void navigate({ to: '/Payment', search: { buy: product.id, qty: amount } });
        }}
      >
        Buy Now
      </button>
      <AddedToBasket place="buy-box" />
    </div>
  );
}
