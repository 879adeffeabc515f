import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { BasketLine, Order } from '../../../ports/entities';
import { checkoutMessages } from '../../../ports/checkout-messages';
import { withoutOrdered } from '../../domain/basket';
import { CheckoutError } from '../../domain/place-order';

interface PlacingOrderOptions {
  basket: BasketLine[];
  onOrdersPlaced(orders: Order[]): void;
  onPricesChanged(current: ReadonlyMap<number, number>): void;
}

/**
 * The state of paying for the basket: one attempt at a time, its error (and whether it was about
 * the card), a save to try again after a payment went through, and the notice of orders placed
 * while other lines are still to pay. Once everything is paid, the shopper goes to /Orders.
 */
export function usePlacingOrder({ basket, onOrdersPlaced, onPricesChanged }: PlacingOrderOptions) {
  const navigate = useNavigate();
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

  return { busy, error, setError, retrySave, notice, run };
}
