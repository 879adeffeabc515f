import * as Checkbox from '@radix-ui/react-checkbox';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { basketTotalCents } from '../../domain/basket';
import { formatCents } from '../../domain/money';
import { useAnyLineOverStock } from './any-line-over-stock';
import { button } from '../../shared/theme/button-class';
import { useBasket } from './basket-context';
import * as css from './subtotal-box.css';
import { useScrolledPast } from './use-scrolled-past';

/** Requirements §9: the subtotal box takes its hidden style past 100 pixels of scrolling. */
export const subtotalScrollThreshold = 100;

export function SubtotalBox() {
  const basket = useBasket((state) => state.basket);
  const hidden = useScrolledPast(subtotalScrollThreshold);
  const giftId = useId();
  // ADR-039: checkout waits while a line holds more than is left
  const overStock = useAnyLineOverStock(basket);
  return (
    <section className={hidden ? css.subtotalHidden : css.subtotal} aria-label="Subtotal" data-hidden={hidden}>
      <p className={css.subtotalLine}>
        {/* requirements §2: n is the number of lines */}
        Subtotal ({basket.length} items): <strong>{formatCents(basketTotalCents(basket))}</strong>
      </p>
      <div className={css.gift}>
        <Checkbox.Root id={giftId} className={css.checkbox}>
          <Checkbox.Indicator className={css.checkboxIndicator}>✓</Checkbox.Indicator>
        </Checkbox.Root>
        <label htmlFor={giftId}>This order contains a gift</label>
      </div>
      {overStock ? (
        <>
          <p className={css.held}>Change the items marked above to continue to checkout.</p>
          <button type="button" className={button({ tone: 'primary', size: 'wide' })} disabled>
            Continue to checkout
          </button>
        </>
      ) : (
        // requirements §2 links to lowercase /payment; routes match case-insensitively
        <Link to={'/payment' as '/Payment'} className={button({ tone: 'primary', size: 'wide' })}>
          Continue to checkout
        </Link>
      )}
    </section>
  );
}
