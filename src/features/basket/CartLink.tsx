import { Link } from '@tanstack/react-router';
import { totalAmount } from '../../domain/basket';
import { useBasket } from './basket-context';
import * as css from './cart-link.css';

/** Requirements §2 'Header': the cart link with the total item count. */
export function CartLink() {
  const count = useBasket((state) => totalAmount(state.basket));
  return (
    <Link to="/Cart" className={css.cart} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span className={css.count} aria-hidden="true">
        {count}
      </span>
      <span className={css.label} aria-hidden="true">
        Cart
      </span>
    </Link>
  );
}
