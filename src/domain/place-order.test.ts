import { describe, expect, it } from 'vitest';
import type { BasketLine, Order, PaymentIntent, Product } from '../../ports/entities';
import { OrdersError, PaymentError, PricesChangedError } from '../../ports/errors';
import type { CardEntry, PaymentPort } from '../../ports/payment-port';
import { expectConsoleMessages } from '../test/console-checks';
import { createMemoryOrders } from '../../test-doubles/memory-orders';
import { createMemoryPayment } from '../../test-doubles/memory-payment';
import { testProducts } from '../../test-doubles/test-products';
import type { PendingOrder } from '../../ports/pending-orders-port';
import { createMemoryPendingOrders } from '../../test-doubles/memory-pending-orders';
import { checkoutMessages } from '../../ports/checkout-messages';
import { CheckoutError, placeOrder, recoverPendingOrders } from './place-order';

const user = { uid: 'u1', email: 'ada@example.com' };
const line = (id: number, amount: number): BasketLine => ({ ...(testProducts.find((p) => p.id === id) as Product), amount });
// $0.10 + $0.20: 0.1 + 0.2 is 0.30000000000000004 in floating point
const monitorAndJacket = [line(6, 1), line(7, 1)];

/** The double's card entry, mounted and filled in as a shopper would. */
async function cardWith(payment: PaymentPort, number: string): Promise<CardEntry> {
  const card = await payment.loadCardEntry();
  const target = document.createElement('div');
  card.mount(target, () => undefined);
  const input = target.querySelector('input')!;
  input.value = number;
  input.dispatchEvent(new Event('input'));
  return card;
}

function setup() {
  const memoryPayment = createMemoryPayment();
  const memoryOrders = createMemoryOrders();
  const pendingStore = createMemoryPendingOrders();
  const pay = placeOrder({
    payment: memoryPayment.payment,
    orders: memoryOrders.orders,
    pendingOrders: pendingStore.pendingOrders,
  });
  const saved = () => [...(memoryOrders.store.get(user.uid)?.values() ?? [])];
  return { memoryPayment, memoryOrders, pendingStore, pay, saved };
}

/** Runs `work`, expecting a CheckoutError, and returns it. */
async function failure(work: Promise<unknown>): Promise<CheckoutError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CheckoutError);
  return error as CheckoutError;
}

describe('placeOrder (requirements §4 "Checkout flow", requirements §8 "Checkout")', () => {
  it('saves the order with where it goes and the last four digits of the card that paid (ADR-021)', async () => {
    const { memoryPayment, pay, saved } = setup();
    const entry = await cardWith(memoryPayment.payment, '4242');
    // a card entry that tells the card's last digits, as the shop's own card form does
    const card = { ...entry, confirm: async (secret: string) => ({ ...(await entry.confirm(secret)), cardLast4: '4242' }) };
    const delivery = { street: '5 Elm Street', city: 'Springfield, IL', postcode: '62701', country: 'United States' };

    const [order] = await pay({ user, basket: [line(6, 1)], card, delivery });

    expect(order).toMatchObject({ delivery, cardLast4: '4242' });
    expect(saved()).toEqual([order]);
  });

  it('pays in integer cents with {id, amount} lines, saves the order under the intent id and clears the pending record', async () => {
    const { memoryPayment, pendingStore, pay, saved } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    const basket = [line(6, 1), line(7, 1), line(2, 3)];

    const placed = await pay({ user, basket, card });
    expect(placed).toHaveLength(1);
    const order = placed[0]!;

    expect(memoryPayment.requests).toEqual([
      {
        totalCents: 10 + 20 + 3 * 2230,
        lines: [
          { id: 6, amount: 1 },
          { id: 7, amount: 1 },
          { id: 2, amount: 3 },
        ],
      },
    ]);
    const intent = [...memoryPayment.intents.values()][0]!.intent;
    expect(order).toEqual({ id: intent.id, basket, amount: 6720, created: intent.created });
    expect(Number.isInteger(order.created)).toBe(true);
    expect(order.created).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(order.created).toBeGreaterThan(1_700_000_000);
    expect(saved()).toEqual([order]);
    expect(memoryPayment.confirmCount()).toBe(1);
    expect(pendingStore.records.size).toBe(0);
    expect(pendingStore.log).toEqual([`save ${intent.id}`, 'clear']);
  });

  it('sends 0.1 + 0.2 dollars as exactly 30 cents', async () => {
    const { memoryPayment, pay } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    const [order] = await pay({ user, basket: monitorAndJacket, card });
    expect(memoryPayment.requests[0]!.totalCents).toBe(30);
    expect(order!.amount).toBe(30);
  });

  it('writes the pending record before confirming the card, with the intent id and the basket', async () => {
    const { memoryPayment, pendingStore, pay } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    let seenAtConfirm: PendingOrder[] = [];
    const watchedCard: CardEntry = {
      mount: card.mount,
      confirm: (secret) => {
        seenAtConfirm = pendingStore.pendingOrders.load(user.uid);
        return card.confirm(secret);
      },
    };
    const [order] = await pay({ user, basket: monitorAndJacket, card: watchedCard });
    expect(seenAtConfirm).toEqual([{ uid: user.uid, intentId: order!.id, basket: monitorAndJacket }]);
    expect(pendingStore.pendingOrders.load(user.uid)).toEqual([]);
  });

  it("refuses without a user: 'Please sign in to complete your purchase', nothing charged", async () => {
    const { memoryPayment, pay, saved } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    const error = await failure(pay({ user: null, basket: monitorAndJacket, card }));
    expect(error.message).toBe('Please sign in to complete your purchase');
    expect(memoryPayment.requests).toHaveLength(0);
    expect(memoryPayment.confirmCount()).toBe(0);
    expect(saved()).toHaveLength(0);
  });

  it("says 'No client secret received from server' when the server answers without one", async () => {
    const { memoryPayment, memoryOrders, pendingStore } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    for (const answer of [{ clientSecret: '' }, {}, null]) {
      const payment: PaymentPort = { ...memoryPayment.payment, createPayment: async () => answer as { clientSecret: string } };
      const pay = placeOrder({ payment, orders: memoryOrders.orders, pendingOrders: pendingStore.pendingOrders });
      const error = await failure(pay({ user, basket: monitorAndJacket, card }));
      expect(error).toMatchObject({ message: 'No client secret received from server', aboutCard: undefined });
    }
    expect(memoryPayment.confirmCount()).toBe(0);
    expect(pendingStore.log).toEqual([]);
  });

  it('passes the card error message through when the card is declined, and saves nothing', async () => {
    const { memoryPayment, pay, saved } = setup();
    const declined = await cardWith(memoryPayment.payment, '4000');
    expect(await failure(pay({ user, basket: monitorAndJacket, card: declined }))).toMatchObject({
      message: 'Your card was declined.',
      aboutCard: true,
    });

    memoryPayment.confirmSwitches.declineWith = 'Your card has insufficient funds.';
    const good = await cardWith(memoryPayment.payment, '4242');
    expect((await failure(pay({ user, basket: monitorAndJacket, card: good }))).message).toBe(
      'Your card has insufficient funds.',
    );
    expect(saved()).toHaveLength(0);
  });

  it("keeps the card's refusal when the payment server cannot be asked about it afterwards", async () => {
    const { memoryPayment, memoryOrders, pendingStore, saved } = setup();
    const payment: PaymentPort = { ...memoryPayment.payment, getPayment: () => Promise.reject(new TypeError('Failed to fetch')) };
    const pay = placeOrder({ payment, orders: memoryOrders.orders, pendingOrders: pendingStore.pendingOrders });
    const declined = await cardWith(payment, '4000');
    const error = await failure(pay({ user, basket: monitorAndJacket, card: declined }));
    expect(error).toMatchObject({ name: 'CheckoutError', message: 'Your card was declined.' });
    expect(saved()).toHaveLength(0);
  });

  it("says 'No payment intent received' when confirming resolves without an intent", async () => {
    const { memoryPayment, pay, saved } = setup();
    const card: CardEntry = { mount: () => () => undefined, confirm: async () => undefined as unknown as PaymentIntent };
    const error = await failure(pay({ user, basket: monitorAndJacket, card }));
    expect(error.message).toBe('No payment intent received');
    expect(error.retrySave).toBeUndefined();
    expect(saved()).toHaveLength(0);
    expect(memoryPayment.requests).toHaveLength(1);
  });

  it("says 'Failed to save order. Please try again.' when the save fails; retrySave saves the same order without paying again", async () => {
    // the paid order that could not be saved is logged for whoever looks into it
    expectConsoleMessages(/^Order save failed after payment OrdersError: offline/);
    const { memoryPayment, memoryOrders, pendingStore, pay, saved } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    memoryOrders.switches.failWith = new OrdersError('offline');

    const error = await failure(pay({ user, basket: monitorAndJacket, card }));
    expect(error.message).toBe('Failed to save order. Please try again.');
    expect(error.retrySave).toBeTypeOf('function');
    expect(saved()).toHaveLength(0);
    // the payment went through: the pending record stays until the order is saved
    expect(pendingStore.records.size).toBe(1);

    memoryOrders.switches.failWith = null;
    const [order] = await error.retrySave!();
    const intent = [...memoryPayment.intents.values()][0]!.intent;
    expect(order).toEqual({ id: intent.id, basket: monitorAndJacket, amount: 30, created: intent.created });
    expect(saved()).toEqual([order]);
    expect(memoryPayment.confirmCount()).toBe(1);
    expect(memoryPayment.requests).toHaveLength(1);
    expect(memoryOrders.saveCount()).toBe(2);
    expect(pendingStore.records.size).toBe(0);
  });

  it('keeps offering the retry when the retried save fails again', async () => {
    // the paid order that could not be saved is logged for whoever looks into it
    expectConsoleMessages(/^Order save failed after payment OrdersError: offline/);
    const { memoryPayment, memoryOrders, pay, saved } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    memoryOrders.switches.failWith = new OrdersError('offline');
    const first = await failure(pay({ user, basket: monitorAndJacket, card }));

    const second = await failure(first.retrySave!());
    expect(second.message).toBe('Failed to save order. Please try again.');
    expect(second.retrySave).toBeTypeOf('function');

    memoryOrders.switches.failWith = null;
    await second.retrySave!();
    expect(saved()).toHaveLength(1);
    expect(memoryPayment.confirmCount()).toBe(1);
    expect(memoryPayment.requests).toHaveLength(1);
  });

  it("falls back to 'An error occurred during payment. Please try again.' on an unexpected error", async () => {
    // a payment step that failed for a reason the shopper cannot act on is logged
    expectConsoleMessages(/^Payment step failed /);
    const { memoryPayment, memoryOrders, pendingStore } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    memoryPayment.switches.failWith = new TypeError('Failed to fetch');
    const pay = placeOrder({
      payment: memoryPayment.payment,
      orders: memoryOrders.orders,
      pendingOrders: pendingStore.pendingOrders,
    });
    expect((await failure(pay({ user, basket: monitorAndJacket, card }))).message).toBe(
      'An error occurred during payment. Please try again.',
    );

    memoryPayment.switches.failWith = null;
    const throwingCard: CardEntry = { mount: card.mount, confirm: () => Promise.reject(new Error('boom')) };
    expect((await failure(pay({ user, basket: monitorAndJacket, card: throwingCard }))).message).toBe(
      'An error occurred during payment. Please try again.',
    );

    const silentRefusal: CardEntry = { mount: card.mount, confirm: () => Promise.reject(new PaymentError('')) };
    expect((await failure(pay({ user, basket: monitorAndJacket, card: silentRefusal }))).message).toBe(checkoutMessages.fallback);
  });

  it('when the answer of a paid confirm is lost, asks the payment server and saves the order: one charge, no error', async () => {
    const { memoryPayment, pendingStore, pay, saved } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    const answerLost: CardEntry = {
      mount: card.mount,
      confirm: async (secret) => {
        await card.confirm(secret);
        throw new TypeError('Failed to fetch');
      },
    };
    const [order] = await pay({ user, basket: monitorAndJacket, card: answerLost });
    const intent = [...memoryPayment.intents.values()][0]!.intent;
    expect(order).toEqual({ id: intent.id, basket: monitorAndJacket, amount: 30, created: intent.created });
    expect(saved()).toEqual([order]);
    expect(memoryPayment.requests).toHaveLength(1);
    expect(pendingStore.records.size).toBe(0);
  });

  it('after a failed save and the page left, the next Pay Now saves that paid order instead of charging again', async () => {
    // the paid order that could not be saved is logged for whoever looks into it
    expectConsoleMessages(/^Order save failed after payment OrdersError: offline/);
    const { memoryPayment, memoryOrders, pendingStore, pay, saved } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    memoryOrders.switches.failWith = new OrdersError('offline');
    await failure(pay({ user, basket: monitorAndJacket, card }));
    memoryOrders.switches.failWith = null;

    // the checkout page opened again: a new use case, the retry offered before is gone
    const payAgain = placeOrder({
      payment: memoryPayment.payment,
      orders: memoryOrders.orders,
      pendingOrders: pendingStore.pendingOrders,
    });
    const placed = await payAgain({ user, basket: monitorAndJacket, card });
    const intent = [...memoryPayment.intents.values()][0]!.intent;
    expect(placed).toEqual([{ id: intent.id, basket: monitorAndJacket, amount: 30, created: intent.created }]);
    expect(saved()).toEqual(placed);
    expect(memoryPayment.requests).toHaveLength(1);
    expect(memoryPayment.confirmCount()).toBe(1);
    expect(pendingStore.records.size).toBe(0);
  });

  it('charges nothing while an earlier unsaved payment cannot be checked, with the fallback message', async () => {
    // a payment step that failed for a reason the shopper cannot act on is logged
    expectConsoleMessages(/^Payment step failed /);
    const { memoryPayment, memoryOrders, pendingStore, saved } = setup();
    pendingStore.pendingOrders.save({ uid: user.uid, intentId: 'pi_earlier', basket: monitorAndJacket });
    const payment: PaymentPort = { ...memoryPayment.payment, getPayment: () => Promise.reject(new TypeError('Failed to fetch')) };
    const pay = placeOrder({ payment, orders: memoryOrders.orders, pendingOrders: pendingStore.pendingOrders });
    const card = await cardWith(memoryPayment.payment, '4242');
    expect((await failure(pay({ user, basket: monitorAndJacket, card }))).message).toBe(checkoutMessages.fallback);
    expect(memoryPayment.requests).toHaveLength(0);
    expect(saved()).toHaveLength(0);
    expect(pendingStore.pendingOrders.load(user.uid)).toMatchObject([{ intentId: 'pi_earlier' }]);
  });

  it('offers the retry when saving an earlier paid order fails, and the retry saves it without paying', async () => {
    // the paid order that could not be saved is logged for whoever looks into it
    expectConsoleMessages(/^Order save failed after payment OrdersError: offline/);
    const { memoryPayment, memoryOrders, pendingStore, saved } = setup();
    const { clientSecret } = await memoryPayment.payment.createPayment({
      totalCents: 30,
      lines: [
        { id: 6, amount: 1 },
        { id: 7, amount: 1 },
      ],
    });
    const card = await cardWith(memoryPayment.payment, '4242');
    const paid = await card.confirm(clientSecret);
    pendingStore.pendingOrders.save({ uid: user.uid, intentId: paid.id, basket: monitorAndJacket });
    const pay = placeOrder({
      payment: memoryPayment.payment,
      orders: memoryOrders.orders,
      pendingOrders: pendingStore.pendingOrders,
    });

    memoryOrders.switches.failWith = new OrdersError('offline');
    const error = await failure(pay({ user, basket: monitorAndJacket, card }));
    expect(error.message).toBe(checkoutMessages.saveFailed);
    memoryOrders.switches.failWith = null;
    expect((await error.retrySave!()).map((order) => order.id)).toEqual([paid.id]);
    expect(saved()).toHaveLength(1);
    expect(memoryPayment.requests).toHaveLength(1);
    expect(memoryPayment.confirmCount()).toBe(1);
  });

  it("says so when the server's prices differ from the basket's, charging nothing", async () => {
    const { memoryPayment, memoryOrders, pendingStore, saved } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    const message = 'Prices have changed since you filled your basket. Please review your basket and try again.';
    const current = new Map([
      [6, 0.15],
      [7, 0.2],
    ]);
    const payment: PaymentPort = {
      ...memoryPayment.payment,
      createPayment: () => Promise.reject(new PricesChangedError(message, current)),
    };
    const error = await failure(
      placeOrder({ payment, orders: memoryOrders.orders, pendingOrders: pendingStore.pendingOrders })({
        user,
        basket: monitorAndJacket,
        card,
      }),
    );
    expect(error.message).toBe(message);
    expect(error.currentPrices).toBe(current);
    expect(memoryPayment.confirmCount()).toBe(0);
    expect(saved()).toHaveLength(0);
  });

  it("charges nothing while an earlier payment is still 'processing', asking to try again in a moment", async () => {
    const { memoryPayment, pendingStore, pay, saved } = setup();
    const { clientSecret } = await memoryPayment.payment.createPayment({
      totalCents: 30,
      lines: [
        { id: 6, amount: 1 },
        { id: 7, amount: 1 },
      ],
    });
    const intentId = clientSecret.split('_secret_')[0]!;
    memoryPayment.intents.get(intentId)!.intent.status = 'processing';
    pendingStore.pendingOrders.save({ uid: user.uid, intentId, basket: monitorAndJacket });
    const card = await cardWith(memoryPayment.payment, '4242');

    const error = await failure(pay({ user, basket: monitorAndJacket, card }));
    expect(error.message).toBe('Your previous payment is still being processed. Please try again in a moment.');
    expect(memoryPayment.requests).toHaveLength(1);
    expect(memoryPayment.confirmCount()).toBe(0);

    // once it has gone through, the next press saves that order instead of paying again
    memoryPayment.intents.get(intentId)!.intent.status = 'succeeded';
    expect((await pay({ user, basket: monitorAndJacket, card })).map((order) => order.id)).toEqual([intentId]);
    expect(saved()).toHaveLength(1);
    expect(memoryPayment.requests).toHaveLength(1);
  });

  it('refuses an empty basket without asking for a payment', async () => {
    const { memoryPayment, pay } = setup();
    const card = await cardWith(memoryPayment.payment, '4242');
    const error = await failure(pay({ user, basket: [], card }));
    expect(error.message).toBe(checkoutMessages.emptyBasket);
    expect(memoryPayment.requests).toHaveLength(0);
  });
});

describe('recoverPendingOrders (ADR-004)', () => {
  /** An intent created on the double, paid or not, with its pending record. */
  async function pendingIntent(pay: boolean) {
    const s = setup();
    const { clientSecret } = await s.memoryPayment.payment.createPayment({
      totalCents: 30,
      lines: [
        { id: 6, amount: 1 },
        { id: 7, amount: 1 },
      ],
    });
    const intentId = clientSecret.split('_secret_')[0]!;
    if (pay) await (await cardWith(s.memoryPayment.payment, '4242')).confirm(clientSecret);
    s.pendingStore.pendingOrders.save({ uid: user.uid, intentId, basket: monitorAndJacket });
    const deps = { payment: s.memoryPayment.payment, orders: s.memoryOrders.orders, pendingOrders: s.pendingStore.pendingOrders };
    return { ...s, intentId, deps };
  }

  it('saves the order of a paid intent once, under the intent id; running again adds nothing', async () => {
    const { deps, intentId, saved, memoryOrders, pendingStore, memoryPayment } = await pendingIntent(true);
    const intent = memoryPayment.intents.get(intentId)!.intent;

    const {
      saved: [order],
    } = await recoverPendingOrders(deps, user.uid);
    expect(order).toEqual({ id: intentId, basket: monitorAndJacket, amount: 30, created: intent.created });
    expect(saved()).toEqual([order]);
    expect(pendingStore.records.size).toBe(0);

    expect((await recoverPendingOrders(deps, user.uid)).saved).toEqual([]);
    expect(saved()).toHaveLength(1);
    expect(memoryOrders.saveCount()).toBe(1);
  });

  it('forgets an intent that was never paid, without saving an order', async () => {
    const { deps, saved, pendingStore } = await pendingIntent(false);
    expect((await recoverPendingOrders(deps, user.uid)).saved).toEqual([]);
    expect(saved()).toHaveLength(0);
    expect(pendingStore.records.size).toBe(0);
  });

  it('keeps, and reports, an intent the payment server does not know: it may have been charged (ADR-008)', async () => {
    const s = setup();
    s.pendingStore.pendingOrders.save({ uid: user.uid, intentId: 'pi_unknown', basket: monitorAndJacket });
    const deps = { payment: s.memoryPayment.payment, orders: s.memoryOrders.orders, pendingOrders: s.pendingStore.pendingOrders };
    expect(await recoverPendingOrders(deps, user.uid)).toEqual({ saved: [], processing: false, unknown: ['pi_unknown'] });
    expect(s.saved()).toHaveLength(0);
    expect(s.pendingStore.pendingOrders.load(user.uid)).toMatchObject([{ intentId: 'pi_unknown' }]);
  });

  it('charges nothing new while an earlier payment is unknown to the payment server, and says why', async () => {
    const s = setup();
    s.pendingStore.pendingOrders.save({ uid: user.uid, intentId: 'pi_lost', basket: monitorAndJacket });
    const card = await cardWith(s.memoryPayment.payment, '4242');
    const error = await failure(s.pay({ user, basket: monitorAndJacket, card }));
    expect(error.message).toBe(checkoutMessages.unconfirmed);
    expect(s.memoryPayment.intents.size).toBe(0);
    expect(s.pendingStore.pendingOrders.load(user.uid)).toMatchObject([{ intentId: 'pi_lost' }]);
  });

  it('forgets a canceled intent, as one never paid', async () => {
    const { deps, intentId, saved, pendingStore, memoryPayment } = await pendingIntent(false);
    const entry = memoryPayment.intents.get(intentId)!;
    entry.intent = { ...entry.intent, status: 'canceled' };
    expect(await recoverPendingOrders(deps, user.uid)).toEqual({ saved: [], processing: false, unknown: [] });
    expect(saved()).toHaveLength(0);
    expect(pendingStore.records.size).toBe(0);
  });

  it("keeps the record of a 'processing' intent for the next start", async () => {
    const { deps, intentId, saved, pendingStore, memoryPayment } = await pendingIntent(false);
    const entry = memoryPayment.intents.get(intentId)!;
    entry.intent = { ...entry.intent, status: 'processing' };
    expect(await recoverPendingOrders(deps, user.uid)).toEqual({ saved: [], processing: true, unknown: [] });
    expect(saved()).toHaveLength(0);
    expect(pendingStore.pendingOrders.load(user.uid)).toMatchObject([{ intentId }]);
  });

  it('keeps the record when the save fails, so that the next start tries again', async () => {
    const { deps, intentId, saved, pendingStore, memoryOrders } = await pendingIntent(true);
    const offline = new OrdersError('offline');
    memoryOrders.switches.failWith = offline;
    expect(await recoverPendingOrders(deps, user.uid)).toEqual({ saved: [], processing: false, unknown: [], failure: offline });
    expect(pendingStore.pendingOrders.load(user.uid)).toMatchObject([{ intentId }]);
    memoryOrders.switches.failWith = null;
    await recoverPendingOrders(deps, user.uid);
    expect(saved()).toHaveLength(1);
  });

  it('recovers an earlier paid attempt even after a later attempt was recorded', async () => {
    const first = await pendingIntent(true);
    const { clientSecret } = await first.memoryPayment.payment.createPayment({
      totalCents: 30,
      lines: [
        { id: 6, amount: 1 },
        { id: 7, amount: 1 },
      ],
    });
    const secondId = clientSecret.split('_secret_')[0]!;
    first.pendingStore.pendingOrders.save({ uid: user.uid, intentId: secondId, basket: monitorAndJacket });
    const recovered = await recoverPendingOrders(first.deps, user.uid);
    expect(recovered.saved.map((order) => order.id)).toEqual([first.intentId]);
    expect(first.pendingStore.records.size).toBe(0);
  });

  it('does nothing without a record', async () => {
    const s = setup();
    expect(
      await recoverPendingOrders(
        { payment: s.memoryPayment.payment, orders: s.memoryOrders.orders, pendingOrders: s.pendingStore.pendingOrders },
        user.uid,
      ),
    ).toEqual({ saved: [], processing: false, unknown: [] });
    expect(s.memoryOrders.saveCount()).toBe(0);
  });

  it('still reports the orders saved before a later save failed, so their lines leave the basket', async () => {
    const first = await pendingIntent(true);
    const { clientSecret } = await first.memoryPayment.payment.createPayment({ totalCents: 10, lines: [{ id: 6, amount: 1 }] });
    await (await cardWith(first.memoryPayment.payment, '4242')).confirm(clientSecret);
    const secondId = clientSecret.split('_secret_')[0]!;
    first.pendingStore.pendingOrders.save({ uid: user.uid, intentId: secondId, basket: [line(6, 1)] });
    const offline = new OrdersError('offline');
    const saveOrder = first.memoryOrders.orders.saveOrder;
    const deps = {
      ...first.deps,
      orders: {
        ...first.memoryOrders.orders,
        saveOrder: (uid: string, order: Order) => (order.id === secondId ? Promise.reject(offline) : saveOrder(uid, order)),
      },
    };

    const recovery = await recoverPendingOrders(deps, user.uid);
    expect(recovery.saved.map((order) => order.id)).toEqual([first.intentId]);
    expect(recovery.failure).toBe(offline);
    expect(first.pendingStore.pendingOrders.load(user.uid)).toMatchObject([{ intentId: secondId }]);
  });

  it('reports an order only to the recovery that clears its record (two tabs starting at once)', async () => {
    const { deps, saved, pendingStore } = await pendingIntent(true);
    const [one, other] = await Promise.all([recoverPendingOrders(deps, user.uid), recoverPendingOrders(deps, user.uid)]);
    expect(one!.saved.length + other!.saved.length).toBe(1);
    expect(saved()).toHaveLength(1);
    expect(pendingStore.records.size).toBe(0);
  });
});
