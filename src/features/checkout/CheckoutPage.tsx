import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { BasketLine, Order, User } from '../../../ports/entities';
import { basketTotalCents, withoutOrdered } from '../../domain/basket';
import { formatCents, formatPrice } from '../../domain/money';
import { checkoutMessages } from '../../../ports/checkout-messages';
import { CheckoutError, placeOrder } from '../../domain/place-order';
import { useDeliveryPlace } from '../../shared/delivery-place/delivery-place';
import { usePorts } from '../../shared/ports-context';
import { button, errorText, successNotice } from '../../shared/theme/recipes.css';
import * as css from './checkout-page.css';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { DeliveryEstimate } from './DeliveryEstimate';
import { useCardEntry } from './use-card-entry';

/** While the session is still being checked: the page's frame at once, never a blank page. */
export function CheckoutPending() {
  return (
    <div className={css.page}>
      <h1 className={css.title}>Checkout</h1>
      <p className={css.panel} role="status">
        Loading your basket...
      </p>
    </div>
  );
}

interface CheckoutPageProps {
  user: User;
  basket: BasketLine[];
  /** takes the saved orders' lines out of the basket */
  onOrdersPlaced(orders: Order[]): void;
  /** the payment server prices the basket differently: the basket takes on its prices */
  onPricesChanged(current: ReadonlyMap<number, number>): void;
  /** the payment's id once it exists, kept where a reload of this page can find it */
  onPaymentStarted(intentId: string): void;
}

/** Requirements §2 'Checkout page' and requirements §4 'Checkout flow'. */
export function CheckoutPage({ user, basket, onOrdersPlaced, onPricesChanged, onPaymentStarted }: CheckoutPageProps) {
  const { payment, orders, pendingOrders } = usePorts();
  const navigate = useNavigate();
  // a refusal is about the card it was given for: changing the card takes it away
  const card = useCardEntry(payment, () => setError((current) => (current?.aboutCard ? null : current)));
  const delivery = useDeliveryPlace();
  const pay = useMemo(() => placeOrder({ payment, orders, pendingOrders }), [payment, orders, pendingOrders]);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; aboutCard: boolean } | null>(null);
  const [retrySave, setRetrySave] = useState<(() => Promise<Order[]>) | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(work: () => Promise<Order[]>) {
    // a second click while busy does nothing, even before React re-renders
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const placed = await work();
      onOrdersPlaced(placed);
      setRetrySave(null);
      // an earlier payment was saved instead of a new one, and other lines are still to pay: stay here
      if (
        withoutOrdered(
          basket,
          placed.flatMap((order) => order.basket),
        ).length > 0
      )
        setNotice(checkoutMessages.placedWithLinesLeft);
      else await navigate({ to: '/Orders', state: (previous) => ({ ...previous, orderPlaced: true }) });
    } catch (failure) {
      setError(
        failure instanceof CheckoutError
          ? { message: failure.message, aboutCard: failure.aboutCard === true }
          : { message: checkoutMessages.fallback, aboutCard: false },
      );
      setRetrySave(() => (failure instanceof CheckoutError && failure.retrySave) || null);
      // nothing was charged: the review list and the total show the server's prices, to pay on the next press
      if (failure instanceof CheckoutError && failure.currentPrices) onPricesChanged(failure.currentPrices);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  if (basket.length === 0) {
    return (
      <div className={css.page}>
        <h1 className={css.title}>Checkout (0) items</h1>
        <p className={css.panel}>
          {checkoutMessages.emptyBasket} <Link to="/">Go shopping now!</Link>
        </p>
      </div>
    );
  }

  const onPay = () => {
    if (retrySave) return run(retrySave);
    const entry = card.entry;
    if (!entry) return;
    // the card entry shows each field's problem beside it and focuses the first: said once, nothing asked of the server
    if (entry.revealProblems?.() === false) {
      setError(null);
      return;
    }
    return run(() => pay({ user, basket, card: entry, delivery, onPaymentStarted }));
  };
  // an entry that shows its own field messages needs none from the page; a refusal in the same words is said once
  const cardError = card.entry?.revealProblems ? null : card.state.error;

  return (
    <div className={css.page}>
      <h1 className={css.title}>
        Checkout (<Link to="/Cart">{basket.length}</Link>) items
      </h1>
      <DeliveryAddressSection email={user.email} />
      <section className={css.section} aria-labelledby="review-title">
        <h2 id="review-title" className={css.sectionTitle}>
          Review items and delivery
        </h2>
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
      </section>
      <section className={css.section} aria-labelledby="payment-title">
        <h2 id="payment-title" className={css.sectionTitle}>
          Payment method
        </h2>
        <div className={css.payment}>
          <div ref={card.target} className={css.cardEntry} />
          {card.loadFailed && (
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
          {error && error.message !== cardError && (
            <p className={errorText} role="alert">
              {error.message}
            </p>
          )}
          {notice && (
            <p className={successNotice} role="status">
              {notice}
            </p>
          )}
          <button
            type="button"
            className={button({ tone: 'primary', size: 'wide' })}
            disabled={busy || (!card.entry && !retrySave)}
            onClick={() => void onPay()}
          >
            {busy ? 'please wait ...' : retrySave ? 'Try again' : 'Pay Now'}
          </button>
        </div>
      </section>
    </div>
  );
}
