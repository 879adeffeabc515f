import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { BasketLine, Order, User } from '../../../ports/entities';
import { checkoutMessages } from '../../../ports/checkout-messages';
import { placeOrder } from '../../domain/place-order';
import { useDeliveryPlace } from '../../shared/delivery-place/delivery-place';
import { usePorts } from '../../shared/ports-context';
import { CheckoutFrame, CheckoutNote } from './CheckoutFrame';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { PaymentSection } from './PaymentSection';
import { ReviewLines } from './ReviewLines';
import { useCardEntry } from './use-card-entry';
import { usePlacingOrder } from './use-placing-order';

/** While the session is still being checked: the page's frame at once, never a blank page. */
export function CheckoutPending() {
  return (
    <CheckoutNote heading="Checkout" status>
      Loading your basket...
    </CheckoutNote>
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
  const placing = usePlacingOrder({ basket, onOrdersPlaced, onPricesChanged });
  const { setError, retrySave, run } = placing;
  // a refusal is about the card it was given for: changing the card takes it away
  const card = useCardEntry(payment, () => setError((current) => (current?.aboutCard ? null : current)));
  const delivery = useDeliveryPlace();
  const pay = useMemo(() => placeOrder({ payment, orders, pendingOrders }), [payment, orders, pendingOrders]);

  if (basket.length === 0) {
    return (
      <CheckoutNote heading="Checkout (0) items">
        {checkoutMessages.emptyBasket} <Link to="/">Go shopping now!</Link>
      </CheckoutNote>
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
    <CheckoutFrame
      heading={
        <>
          Checkout (<Link to="/Cart">{basket.length}</Link>) items
        </>
      }
    >
      <DeliveryAddressSection email={user.email} />
      <ReviewLines basket={basket} />
      <PaymentSection
        basket={basket}
        cardTarget={card.target}
        cardLoadFailed={card.loadFailed}
        cardError={cardError}
        error={placing.error?.message ?? null}
        notice={placing.notice}
        busy={placing.busy}
        canPay={Boolean(card.entry) || Boolean(retrySave)}
        retrying={Boolean(retrySave)}
        onPay={() => void onPay()}
      />
    </CheckoutFrame>
  );
}
