import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { basketTotalCents } from '../../domain/basket';
import { formatCents } from '../../domain/money';
import * as css from './added-to-cart.css';
import { useBasket } from './basket-context';

/** How long the confirmation stays on screen after the last press. */
const SHOWN_MS = 6000;

/**
 * Confirms each Add to cart: a polite live region says what was added (read by screen readers
 * without moving focus), and a small box over the page's corner (no layout shift) shows the
 * basket's subtotal and a way to the cart. It belongs to the page where the press was made, so
 * leaving that page puts it away.
 */
export function AddedToCart() {
  const lastAdded = useBasket((state) => state.lastAdded);
  const subtotal = useBasket((state) => basketTotalCents(state.basket));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(false), [pathname]);
  useEffect(() => {
    if (!lastAdded) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [lastAdded]);
  return (
    <div className={css.region} aria-live="polite">
      {shown && lastAdded && (
        // a new node for each press: screen readers announce it again, even with the same words
        <div key={lastAdded.press} className={css.box}>
          <p className={css.added}>Added to cart: {lastAdded.product.title}</p>
          <p className={css.subtotal}>Cart subtotal: {formatCents(subtotal)}</p>
          <Link to="/Cart" className={css.goToCart}>
            Go to Cart
          </Link>
        </div>
      )}
    </div>
  );
}
