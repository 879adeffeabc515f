import type { BasketLine } from '../../../ports/entities';
import { formatPrice } from '../../domain/money';
import { CheckoutSection } from './CheckoutSection';
import * as css from './review-lines.css';

/** Requirements §2's review of the lines to pay: picture, title, price and amount. */
export function ReviewLines({ basket }: { basket: BasketLine[] }) {
  return (
    <CheckoutSection id="review-title" title="Review items and delivery">
      <ul className={css.review}>
        {basket.map((line) => (
          <li key={line.id} className={css.reviewLine}>
            <img src={line.image} alt="" width={64} height={64} className={css.reviewImage} />
            <span className={css.reviewTitle}>{line.title}</span>
            <span>
              {formatPrice(line.price)} × {line.amount}
            </span>
          </li>
        ))}
      </ul>
    </CheckoutSection>
  );
}
