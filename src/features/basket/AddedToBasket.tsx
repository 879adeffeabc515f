import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { basketTotalCents, maxAmount } from '../../domain/basket';
import { formatCents } from '../../domain/money';
import * as css from './added-to-basket.css';
import { useBasket } from './basket-context';
import type { NoticeSpot } from './basket-store';

/**
 * Confirms each Add to cart (ADR-020): a polite live region says what was added (read by screen
 * readers without moving focus), with the basket's subtotal and a way to the cart. It shows only
 * on the page where the press was made and only in its own place: inside the product page's buy
 * box, under the buttons, so that it never covers them; over the page's corner for a grid's cards.
 * It stays until the shopper closes it (its Close button or Escape) or leaves the page.
 */
export function AddedToBasket({ place }: { place: NoticeSpot['place'] }) {
  const lastAdded = useBasket((state) => state.lastAdded);
  const subtotal = useBasket((state) => basketTotalCents(state.basket));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [closedPress, setClosedPress] = useState<number | null>(null);
  const latestPress = useRef(lastAdded?.press ?? null);
  latestPress.current = lastAdded?.press ?? null;
  // leaving the page puts the confirmation away for good: coming back does not show it again
  useEffect(() => setClosedPress(latestPress.current), [pathname]);

  const shown =
    lastAdded && lastAdded.at.place === place && lastAdded.at.pathname === pathname && lastAdded.press !== closedPress
      ? lastAdded
      : null;
  // the press keeps the focus on its button: closing by the Close button hands it back there
  const focusBefore = useRef<HTMLElement | null>(null);
  const close = (restoreFocus: boolean) => {
    setClosedPress(shown?.press ?? null);
    if (restoreFocus && focusBefore.current?.isConnected) focusBefore.current.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  const shownPress = shown?.press;
  useEffect(() => {
    if (shownPress === undefined) return;
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // a dialog or menu that handled this Escape itself (preventDefault) keeps the confirmation
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeRef.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shownPress]);

  return (
    <div className={css.region[place]} aria-live="polite">
      {shown && (
        // a new node for each press: screen readers announce it again, even with the same words
        <div key={shown.press} className={css.box[place]}>
          <div className={css.message}>
            <p className={css.added}>
              {shown.refused ? 'Not added' : shown.capped ? 'Quantity limit reached' : 'Added to cart'}: {shown.product.title}
            </p>
            {shown.refused && <p className={css.capped}>{shown.refused}</p>}
            {shown.capped && (
              <p className={css.capped}>
                A cart holds at most {maxAmount} of a product: this line now holds {maxAmount}.
              </p>
            )}
            <p className={css.subtotal}>Cart subtotal: {formatCents(subtotal)}</p>
            <Link to="/Cart" className={css.goToCartPage}>
              Go to Cart
            </Link>
          </div>
          {/* the name starts with the visible word, so 'Close' spoken to voice control finds it */}
          <button type="button" className={css.close} aria-label="Close the cart confirmation" onClick={() => close(true)}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}
