import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { BasketLine } from '../../../ports/entities';
import { useBasket } from './basket-context';
import { BasketLineRow } from './BasketLineRow';
import * as css from './cart-page.css';
import { SubtotalBox } from './SubtotalBox';

/** Requirements §2 'Cart page'. */
export function CartPage() {
  const basket = useBasket((state) => state.basket);
  const user = useBasket((state) => state.user);
  // the last line deleted, and a count that tells one Delete from the next (each is announced)
  const [deleted, setDeleted] = useState<{ title: string; press: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const onDeleted = (line: BasketLine) => {
    setDeleted({ title: line.title, press: (deleted?.press ?? 0) + 1 });
    // the pressed button is gone with its line: the basket's heading takes the focus, not the page's start
    heading.current?.focus();
  };
  return (
    <div className={css.layout}>
      {/* first in the page: on phones the box heads the basket, where scrolling (which hides it, requirements §9) is never needed to reach it */}
      {basket.length > 0 && <SubtotalBox />}
      <section className={css.basketPanel} aria-labelledby="basket-title">
        <p className={css.greeting}>Hello, {user ? user.email.split('@')[0] : 'shopper'}</p>
        <h1 id="basket-title" className={css.title} ref={heading} tabIndex={-1}>
          Your Shopping Basket
        </h1>
        {/* ADR-010: a polite live region says which line Delete took out, without moving focus to it */}
        <div aria-live="polite">
          {deleted && (
            // a new node for each Delete: screen readers announce it again, even with the same words
            <p key={deleted.press} className={css.deletedNotice}>
              {deleted.title} was removed from Shopping Cart.
            </p>
          )}
        </div>
        {basket.length === 0 ? (
          <div className={css.empty}>
            <p>Oops! No items in your cart.</p>
            <Link to="/">Go shopping now!</Link>
          </div>
        ) : (
          <ul className={css.lines} aria-label="Basket lines">
            {basket.map((line) => (
              <BasketLineRow key={line.id} line={line} onDeleted={onDeleted} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
