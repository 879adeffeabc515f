import { checkoutMessages } from '../../ports/checkout-messages';
import type { BasketLine, DeliveryAddress, Order, PaymentIntent, User } from '../../ports/entities';
import { OrdersError, PaymentError, PricesChangedError } from '../../ports/errors';
import type { OrdersPort } from '../../ports/orders-port';
import { intentIdOf, type CardEntry, type PaymentPort } from '../../ports/payment-port';
import type { PendingOrdersPort } from '../../ports/pending-orders-port';
import { basketTotalCents } from './basket';

export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
  /** set when the payment went through but the order was not saved: retry saves, never pays again */
  retrySave?: () => Promise<Order[]>;
  /** the server prices the basket differently (its current prices, by product id): nothing was charged */
  currentPrices?: ReadonlyMap<number, number>;
  /** the card was refused (declined, insufficient funds...): no longer true once the shopper changes the card */
  aboutCard?: boolean;
}

interface Dependencies {
  payment: PaymentPort;
  orders: OrdersPort;
  pendingOrders: PendingOrdersPort;
}

/** A failed save after payment: the shopper is offered `retry`, which saves without paying again. */
function saveFailure(error: unknown, retry: () => Promise<Order[]>): CheckoutError {
  console.error('Order save failed after payment', error);
  const failure = new CheckoutError(checkoutMessages.saveFailed);
  failure.retrySave = retry;
  return failure;
}

/**
 * Requirements §4 'Checkout flow', steps 1 to 3, without the screen: pay once, save the order, or say why not.
 * Resolves with the orders saved: the new one, or (ADR-004) earlier payments of this shopper
 * that went through without their order being saved, which are saved instead of charging again.
 */
export function placeOrder(dependencies: Dependencies) {
  const { payment, orders, pendingOrders: pending } = dependencies;

  /** Earlier paid, unsaved orders (an answer lost, or the page left after a failed save), saved now. */
  const saveEarlierPayments = async (uid: string): Promise<Order[]> => {
    const { saved, failure, processing, unknown } = await recoverPendingOrders(dependencies, uid);
    // those saved count as placed; any left are tried again at the next press
    if (saved.length > 0) return saved;
    if (failure instanceof OrdersError) throw saveFailure(failure, () => saveEarlierPayments(uid));
    // the payment server could not say whether they were paid: charging again could charge twice
    if (failure !== undefined) throw checkoutErrorOf(failure);
    if (processing) throw new CheckoutError(checkoutMessages.processing);
    if (unknown.length > 0) throw new CheckoutError(checkoutMessages.unconfirmed);
    return [];
  };

  return async (input: {
    user: User | null;
    basket: BasketLine[];
    card: CardEntry;
    /** where the order goes (ADR-021) */
    delivery?: DeliveryAddress;
    /** the payment's id, once it exists: a page reopened later can ask whether its order was saved */
    onPaymentStarted?(intentId: string): void;
  }): Promise<Order[]> => {
    const { user, basket, card, delivery } = input;
    if (!user) throw new CheckoutError(checkoutMessages.signIn);
    if (basket.length === 0) throw new CheckoutError(checkoutMessages.emptyBasket);

    const earlier = await saveEarlierPayments(user.uid);
    if (earlier.length > 0) return earlier;

    const request = { totalCents: basketTotalCents(basket), lines: basket.map(({ id, amount }) => ({ id, amount })) };
    const answer = await step(() => payment.createPayment(request));
    const clientSecret = answer?.clientSecret;
    if (typeof clientSecret !== 'string' || clientSecret === '') throw new CheckoutError(checkoutMessages.noClientSecret);

    // recorded before confirming: if the tab closes after the charge, the next start saves the order
    const intentId = intentIdOf(clientSecret);
    pending.save({ uid: user.uid, intentId, basket });
    input.onPaymentStarted?.(intentId);
    const intent = await step(() => confirmOrAsk(payment, card, clientSecret, intentId)).catch((failure: unknown) => {
      if (failure instanceof CheckoutError) failure.aboutCard = true;
      throw failure;
    });
    if (!intent?.id) throw new CheckoutError(checkoutMessages.noPaymentIntent);

    const order: Order = { id: intent.id, basket, amount: intent.amount, created: intent.created };
    // only fields with a value: a document store refuses an undefined one
    if (delivery) order.delivery = delivery;
    if (intent.cardLast4) order.cardLast4 = intent.cardLast4;
    // a failed retry offers the retry again: once paid, the shopper must never be asked to pay anew
    const save = async (): Promise<Order[]> => {
      try {
        await orders.saveOrder(user.uid, order);
      } catch (error) {
        throw saveFailure(error, save);
      }
      pending.clear(user.uid, intentId);
      return [order];
    };
    return save();
  };
}

/**
 * Confirms the card payment. When confirming fails, the charge may still have gone through (its
 * answer lost on the way back): the payment server is asked once, and a paid intent counts as paid.
 */
async function confirmOrAsk(
  payment: PaymentPort,
  card: CardEntry,
  clientSecret: string,
  intentId: string,
): Promise<PaymentIntent> {
  try {
    return await card.confirm(clientSecret);
  } catch (error) {
    const intent = await payment.getPayment(intentId).catch(() => null);
    if (intent?.status === 'succeeded') return intent;
    throw error;
  }
}

/** A refused payment keeps its message, anything else gets the fallback. */
function checkoutErrorOf(error: unknown): CheckoutError {
  if (error instanceof PaymentError && error.message) {
    const refused = new CheckoutError(error.message);
    if (error instanceof PricesChangedError) refused.currentPrices = error.prices;
    return refused;
  }
  console.error('Payment step failed', error);
  return new CheckoutError(checkoutMessages.fallback);
}

async function step<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw checkoutErrorOf(error);
  }
}

/** What a recovery did: the orders it saved, and what stopped or held it back. */
export interface Recovery {
  /** each saved and its record cleared by this recovery, so that its lines leave the basket once */
  saved: Order[];
  /** a payment server that could not answer, or an order store that could not save: tried again next time */
  failure?: unknown;
  /** an intent still being processed: it may yet be paid, so paying again could charge twice */
  processing: boolean;
  /**
   * intents the payment server does not know (it lost them, or answers for another server): never
   * taken as unpaid, since they may have been charged; kept and asked about again next time
   */
  unknown: string[];
}

/**
 * At start, and before each payment, for a signed-in user: an order whose payment went through but
 * whose save was cut off is saved now (same id, so it cannot double); an intent the server says was
 * never paid is forgotten. The orders saved before a failure are still reported.
 */
export async function recoverPendingOrders(
  { payment, orders, pendingOrders: pending }: Dependencies,
  uid: string,
): Promise<Recovery> {
  const recovery: Recovery = { saved: [], processing: false, unknown: [] };
  for (const record of pending.load(uid)) {
    try {
      const intent = await payment.getPayment(record.intentId);
      if (!intent) {
        recovery.unknown.push(record.intentId);
        continue;
      }
      if (intent.status === 'requires_payment' || intent.status === 'canceled') {
        pending.clear(uid, record.intentId);
        continue;
      }
      if (intent.status !== 'succeeded') {
        recovery.processing = true;
        continue;
      }
      const order: Order = { id: intent.id, basket: record.basket, amount: intent.amount, created: intent.created };
      await orders.saveOrder(uid, order);
      // two tabs starting at once both save it; only the one that clears the record reports it
      if (pending.clear(uid, record.intentId)) recovery.saved.push(order);
    } catch (error) {
      return { ...recovery, failure: error };
    }
  }
  return recovery;
}

/**
 * ADR-004 at the app's start: a payment whose order save was cut off (tab closed) is saved now and
 * its lines handed to `removeOrdered`; a failure is logged, and tried again at the next start.
 */
export async function recoverAtStart(dependencies: Dependencies, uid: string, removeOrdered: (lines: BasketLine[]) => void) {
  const { saved, failure } = await recoverPendingOrders(dependencies, uid).catch((error: unknown) => ({
    saved: [],
    failure: error,
  }));
  if (saved.length > 0) removeOrdered(saved.flatMap((order) => order.basket));
  if (failure !== undefined) console.error('Could not recover a pending order; it will be tried again next time', failure);
}
