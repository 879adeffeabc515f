import type { BasketLine } from '../../../ports/entities';
import { basketTotalCents } from '../../domain/basket';
import { formatCents } from '../../domain/money';
import { button } from '../../shared/theme/button-class';
import { errorText, successNotice } from '../../shared/theme/recipes.css';
import { CheckoutSection } from './CheckoutSection';
import { DeliveryEstimate } from './DeliveryEstimate';
import * as css from './payment-section.css';

interface PaymentSectionProps {
  basket: BasketLine[];
  /** where the adapter's card form is mounted (a callback ref) */
  cardTarget(element: HTMLDivElement | null): void;
  cardLoadFailed: boolean;
  /** the card form's own message, when the page has to say it */
  cardError: string | null;
  /** the last attempt's error, said unless it is the card's message again */
  error: string | null;
  notice: string | null;
  busy: boolean;
  canPay: boolean;
  retrying: boolean;
  onPay(): void;
}

/** Requirements §2's payment method: the card form, the delivery estimate, the total and Pay Now. */
export function PaymentSection(props: PaymentSectionProps) {
  const { basket, cardTarget, cardLoadFailed, cardError, error, notice, busy, canPay, retrying, onPay } = props;
  return (
    <CheckoutSection id="payment-title" title="Payment method">
      <div className={css.payment}>
        <div ref={cardTarget} className={css.cardEntry} />
        {cardLoadFailed && (
          <p className={errorText} role="alert">
            The card form could not be loaded. Please reload the page.
          </p>
        )}
        {cardError && (
          <p className={errorText} role="alert">
            {cardError}
          </p>
        )}
        <DeliveryEstimate />
        <p className={css.total}>
          Order Total: <strong>{formatCents(basketTotalCents(basket))}</strong>
        </p>
        {error && error !== cardError && (
          <p className={errorText} role="alert">
            {error}
          </p>
        )}
        {notice && (
          <p className={successNotice} role="status">
            {notice}
          </p>
        )}
        <button type="button" className={button({ tone: 'primary', size: 'wide' })} disabled={busy || !canPay} onClick={onPay}>
          {busy ? 'please wait ...' : retrying ? 'Try again' : 'Pay Now'}
        </button>
      </div>
    </CheckoutSection>
  );
}
