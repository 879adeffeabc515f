import { Link } from '@tanstack/react-router';
import { useBasket } from './basket-context';
import { BasketLineRow } from './BasketLineRow';
import * as css from './cart-page.css';
import { SubtotalBox } from './SubtotalBox';

/** Requirements §2 'Cart page'. */
export function CartPage() {
  const basket = useBasket((state) => state.basket);
  const user = useBasket((state) => state.user);
  return (
    <div className={css.layout}>
      {/* first in the page: on phones the box heads the basket, where scrolling (which hides it, requirements §9) is never needed to reach it */}
      {basket.length > 0 && <SubtotalBox />}
      <section className={css.basketPanel} aria-labelledby="basket-title">
        <p className={css.greeting}>Hello, {user ? user.email.split('@')[0] : 'shopper'}</p>
        <h1 id="basket-title" className={css.title}>
          Your Shopping Basket
        </h1>
        {basket.length === 0 ? (
          <div className={css.empty}>
            <p>Oops! No items in your cart.</p>
            <Link to="/">Go shopping now!</Link>
          </div>
        ) : (
          <ul className={css.lines} aria-label="Basket lines">
            {basket.map((line) => (
              <BasketLineRow key={line.id} line={line} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
