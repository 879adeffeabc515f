import type { BasketLine, Order, User } from '../../ports/entities';
import { PaymentError } from '../../ports/errors';
import type { OrdersPort } from '../../ports/orders-port';
import type { CardEntry, PaymentPort } from '../../ports/payment-port';
import { basketTotalCents } from './basket';

/** Spec 8 'Checkout'. */
export const checkoutMessages = {
  signIn: 'Please sign in to complete your purchase',
  noClientSecret: 'No client secret received from server',
  noPaymentIntent: 'No payment intent received',
  saveFailed: 'Failed to save order. Please try again.',
  fallback: 'An error occurred during payment. Please try again.',
  emptyBasket: 'Your basket is empty. Add something before you pay.',
} as const;

/** A paid order not yet saved: kept in the browser so that a closed tab cannot lose it. */
export interface PendingOrder {
  uid: string;
  intentId: string;
  basket: BasketLine[];
}

/** Every unsaved payment of a user is kept, so a retry with a new intent never hides an earlier charge. */
export interface PendingOrders {
  save(pending: PendingOrder): void;
  load(uid: string): PendingOrder[];
  clear(uid: string, intentId: string): void;
}

export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
  /** set when the payment went through but the order was not saved: retry saves, never pays again */
  retrySave?: () => Promise<Order>;
}

interface Dependencies {
  payment: PaymentPort;
  orders: OrdersPort;
  pending: PendingOrders;
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** Spec 4 'Checkout flow', steps 1 to 3, without the screen: pay once, save the order, or say why not. */
export function placeOrder({ payment, orders, pending }: Dependencies) {
  return async (input: { user: User | null; basket: BasketLine[]; card: CardEntry }): Promise<Order> => {
    const { user, basket, card } = input;
    if (!user) throw new CheckoutError(checkoutMessages.signIn);
    if (basket.length === 0) throw new CheckoutError(checkoutMessages.emptyBasket);

    const request = { totalCents: basketTotalCents(basket), lines: basket.map(({ id, amount }) => ({ id, amount })) };
    const answer = await step(() => payment.createPayment(request));
    const clientSecret = answer?.clientSecret;
    if (typeof clientSecret !== 'string' || clientSecret === '') throw new CheckoutError(checkoutMessages.noClientSecret);

    // recorded before confirming: if the tab closes after the charge, the next start saves the order
    const intentId = intentIdOf(clientSecret);
    pending.save({ uid: user.uid, intentId, basket });
    const intent = await step(() => card.confirm(clientSecret));
    if (!intent?.id) throw new CheckoutError(checkoutMessages.noPaymentIntent);

    const order: Order = { id: intent.id, basket, amount: intent.amount, created: intent.created };
    // a failed retry offers the retry again: once paid, the shopper must never be asked to pay anew
    const save = async (): Promise<Order> => {
      try {
        await orders.saveOrder(user.uid, order);
      } catch (error) {
        console.error('Order save failed after payment', error);
        const failure = new CheckoutError(checkoutMessages.saveFailed);
        failure.retrySave = save;
        throw failure;
      }
      pending.clear(user.uid, intentId);
      return order;
    };
    return save();
  };
}

/** Runs one payment step; a refused payment keeps its message, anything else gets the fallback. */
async function step<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentError && error.message) throw new CheckoutError(error.message);
    console.error('Payment step failed', error);
    throw new CheckoutError(checkoutMessages.fallback);
  }
}

/**
 * At start, for a signed-in user: an order whose payment went through but whose save was cut off is
 * saved now (same id, so it cannot double); an intent that was never paid is forgotten.
 */
export async function recoverPendingOrders({ payment, orders, pending }: Dependencies, uid: string): Promise<Order[]> {
  const recovered: Order[] = [];
  for (const record of pending.load(uid)) {
    const intent = await payment.getPayment(record.intentId);
    if (!intent || intent.status === 'requires_payment' || intent.status === 'canceled') {
      pending.clear(uid, record.intentId);
      continue;
    }
    if (intent.status !== 'succeeded') continue;
    const order: Order = { id: intent.id, basket: record.basket, amount: intent.amount, created: intent.created };
    await orders.saveOrder(uid, order);
    pending.clear(uid, record.intentId);
    recovered.push(order);
  }
  return recovered;
}
