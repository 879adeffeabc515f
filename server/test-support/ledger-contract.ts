import { afterEach, describe, expect, it } from 'vitest';
import { OutOfStockError, type StockPort } from '../../ports/stock-port';
import type { NewPayment, PaymentsLedger } from '../ledger/payments-ledger';

/** What the contract needs of an adapter: empty stores, and ledgers opened on them (as instances do). */
export interface LedgerHarness {
  /** a new, empty store: a folder, a database URL */
  newStore(): Promise<string>;
  open(store: string): PaymentsLedger & { ready: Promise<void> };
  /** the stock kept in the same store (ADR-039) */
  openStock(store: string): { stock: StockPort; close(): Promise<void> };
}

/** the product of every payment `newPayment` makes unless told otherwise: two of it */
export const tote = {
  id: 4,
  title: 'Canvas tote',
  price: 45.5,
  image: '/images/products/4.svg',
  rating: { rate: 4.2, count: 31 },
  description: 'A tote',
  category: "women's clothing",
};

const lamp = { ...tote, id: 7, title: 'Desk lamp', price: 12 };
/** a product the shop does not count: it sells without limit */
const unstocked = { ...tote, id: 1, title: 'Backpack', price: 9.99 };

let count = 0;
export const newPayment = (overrides: Partial<NewPayment> = {}): NewPayment => {
  count += 1;
  return {
    intentId: `pi_demo_${count}_${Date.now()}`,
    clientSecret: `pi_demo_${count}_secret_x`,
    shopper: { uid: 'ada', email: 'ada@example.com' },
    lines: [{ product: tote, unitPriceCents: 4550, amount: 2 }],
    amount: 9100,
    status: 'requires_payment',
    created: 1_790_000_000,
    idempotencyKey: `key-${count}`,
    basketDigest: 'digest',
    ...overrides,
  };
};

/**
 * The payments ledger port's contract (ADR-008, ADR-018): every adapter passes it. Two ledgers
 * opened on one store stand for two server instances sharing it.
 */
export function ledgerContract(name: string, harness: LedgerHarness) {
  describe(`the payments ledger port: ${name}`, () => {
    const opened: PaymentsLedger[] = [];
    const open = (store: string) => {
      const ledger = harness.open(store);
      opened.push(ledger);
      return ledger;
    };
    const fresh = async () => open(await harness.newStore());
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((ledger) => ledger.close()));
    });

    it('keeps every payment, with its shopper and lines, across a reopen', async () => {
      const store = await harness.newStore();
      const first = open(store);
      const recorded = await first.record(newPayment());
      await first.close();
      const again = open(store);
      expect(recorded).toMatchObject({ updated: recorded.created, fulfilled: null });
      expect(await again.byId(recorded.intentId)).toEqual(recorded);
      expect(await again.byId('pi_unknown')).toBeNull();
    });

    it('creates its schema once when several instances open it at the same moment', async () => {
      const store = await harness.newStore();
      const instances = [open(store), open(store), open(store)];
      await Promise.all(instances.map((ledger) => ledger.ready));
      const recorded = await instances[0]!.record(newPayment());
      expect(await instances[2]!.byId(recorded.intentId)).toEqual(recorded);
    });

    it('answers the earlier payment for a key the shopper used before, and adds nothing', async () => {
      const ledger = await fresh();
      const earlier = await ledger.record(newPayment({ idempotencyKey: 'retried' }));
      const retry = await ledger.record(
        newPayment({ idempotencyKey: 'retried', lines: [{ product: tote, unitPriceCents: 4550, amount: 9 }] }),
      );
      expect(retry).toEqual(earlier);
      expect(await ledger.byIdempotencyKey('ada', 'retried')).toEqual(earlier);
      // another shopper's key of the same text is another payment
      const bob = await ledger.record(
        newPayment({ idempotencyKey: 'retried', shopper: { uid: 'bob', email: 'bob@example.com' } }),
      );
      expect(bob.intentId).not.toBe(earlier.intentId);
    });

    it('answers the intent as it is when it was recorded before under another key', async () => {
      const ledger = await fresh();
      const fromEvent = await ledger.record(newPayment({ idempotencyKey: 'processor:pi_x' }));
      const retry = await ledger.record(newPayment({ intentId: fromEvent.intentId, idempotencyKey: 'shopper-key' }));
      expect(retry).toEqual(fromEvent);
    });

    it('keeps one payment per shopper and key when two instances record it at once', async () => {
      const store = await harness.newStore();
      const [one, two] = [open(store), open(store)];
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).record(newPayment({ idempotencyKey: 'double-click' }))),
      );
      expect(new Set(answers.map((answer) => answer.intentId)).size).toBe(1);
      expect(await one.byIdempotencyKey('ada', 'double-click')).toEqual(answers[0]);
    });

    it('never takes a succeeded payment back, and tells whether a status changed', async () => {
      const ledger = await fresh();
      const { intentId } = await ledger.record(newPayment());
      expect(await ledger.setStatus(intentId, 'succeeded', 1_790_000_100)).toBe('changed');
      expect(await ledger.setStatus(intentId, 'succeeded', 1_790_000_200)).toBe('unchanged');
      expect(await ledger.setStatus(intentId, 'requires_payment', 1_790_000_300)).toBe('unchanged');
      expect(await ledger.byId(intentId)).toMatchObject({ status: 'succeeded', updated: 1_790_000_100 });
      expect(await ledger.setStatus('pi_unknown', 'succeeded', 1_790_000_100)).toBe('unchanged');
    });

    it('moves a payment to paid once when two instances confirm it at the same moment', async () => {
      const store = await harness.newStore();
      const [one, two] = [open(store), open(store)];
      const { intentId } = await one.record(newPayment());
      const changed = await Promise.all(
        Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).setStatus(intentId, 'succeeded', 1_790_000_100 + index)),
      );
      expect(changed.filter((change) => change === 'changed')).toHaveLength(1);
    });

    it('lists expired unpaid payments oldest first, and forgets only what is still unpaid', async () => {
      const ledger = await fresh();
      const older = await ledger.record(newPayment({ created: 1_000 }));
      const old = await ledger.record(newPayment({ created: 1_500 }));
      const oldPaid = await ledger.record(newPayment({ created: 1_000 }));
      await ledger.setStatus(oldPaid.intentId, 'succeeded', 1_100);
      const canceled = await ledger.record(newPayment({ created: 1_200 }));
      await ledger.setStatus(canceled.intentId, 'canceled', 1_300);
      await ledger.record(newPayment({ created: 5_000 }));

      expect((await ledger.expiredUnpaid(2_000, 10)).map((p) => p.intentId)).toEqual([
        older.intentId,
        canceled.intentId,
        old.intentId,
      ]);
      expect((await ledger.expiredUnpaid(2_000, 1)).map((p) => p.intentId)).toEqual([older.intentId]);
      expect(await ledger.expiredUnpaid(2_000, 10)).toContainEqual(expect.objectContaining({ lines: old.lines }));

      // paid meanwhile (a late confirmation on another instance): kept
      await ledger.setStatus(old.intentId, 'succeeded', 2_100);
      expect(await ledger.forgetUnpaid(old.intentId)).toBe(false);
      expect(await ledger.forgetUnpaid(older.intentId)).toBe(true);
      expect(await ledger.forgetUnpaid(older.intentId)).toBe(false);
      expect(await ledger.forgetUnpaid(canceled.intentId)).toBe(true);
      expect(await ledger.byId(older.intentId)).toBeNull();
      expect(await ledger.byId(old.intentId)).toMatchObject({ status: 'succeeded', lines: old.lines });
      expect(await ledger.expiredUnpaid(2_000, 10)).toEqual([]);
    });

    it("lists a shopper's paid payments and the ones whose order of record is not written yet", async () => {
      const ledger = await fresh();
      const paid = await ledger.record(newPayment({ shopper: { uid: 'cy', email: 'cy@example.com' } }));
      await ledger.record(newPayment({ shopper: { uid: 'cy', email: 'cy@example.com' } }));
      await ledger.setStatus(paid.intentId, 'succeeded', 1_790_000_100);
      expect((await ledger.paidBy('cy')).map((p) => p.intentId)).toEqual([paid.intentId]);
      expect((await ledger.unfulfilled()).map((p) => p.intentId)).toEqual([paid.intentId]);
      await ledger.markFulfilled(paid.intentId, 1_790_000_200);
      await ledger.markFulfilled(paid.intentId, 1_790_000_300);
      expect(await ledger.unfulfilled()).toEqual([]);
      expect(await ledger.byId(paid.intentId)).toMatchObject({ fulfilled: 1_790_000_200 });
    });

    it("lists every shopper's paid payments for the back office, newest first, found by id or e-mail", async () => {
      const ledger = await fresh();
      const paid = async (email: string, created: number) => {
        const payment = await ledger.record(newPayment({ shopper: { uid: email, email }, created }));
        await ledger.setStatus(payment.intentId, 'succeeded', created + 10);
        return payment.intentId;
      };
      const ann = await paid('Ann@Example.com', 1_790_000_100);
      const bob = await paid('bob_99@example.org', 1_790_000_300);
      const ann2 = await paid('ann@example.com', 1_790_000_200);
      await ledger.record(newPayment({ shopper: { uid: 'cy', email: 'cy@example.com' } }));
      const ids = async (query: { search?: string; offset?: number; limit?: number }) => {
        const { payments, total } = await ledger.paidOrders({ offset: 0, limit: 10, ...query });
        return { ids: payments.map((payment) => payment.intentId), total };
      };
      expect(await ids({})).toEqual({ ids: [bob, ann2, ann], total: 3 });
      expect(await ids({ offset: 1, limit: 1 })).toEqual({ ids: [ann2], total: 3 });
      expect(await ids({ search: 'ANN@' })).toEqual({ ids: [ann2, ann], total: 2 });
      expect(await ids({ search: bob })).toEqual({ ids: [bob], total: 1 });
      // the characters a pattern would take as wildcards are taken as written
      expect(await ids({ search: 'bo_' })).toEqual({ ids: [], total: 0 });
      expect(await ids({ search: '_99' })).toEqual({ ids: [bob], total: 1 });
      expect((await ledger.paidOrders({ offset: 0, limit: 1 })).payments[0]!.lines).toEqual([
        { product: expect.objectContaining({ id: expect.any(Number) }), unitPriceCents: 4550, amount: 2 },
      ]);
    });

    it('counts the units of each product paid for, leaving out payments not paid', async () => {
      const ledger = await fresh();
      expect(await ledger.unitsSold()).toEqual(new Map());
      const paid = async (lines = newPayment().lines) => {
        const payment = await ledger.record(newPayment({ lines }));
        await ledger.setStatus(payment.intentId, 'succeeded', payment.created + 10);
        return payment.intentId;
      };
      await paid();
      await paid([
        { product: { ...tote, id: 7 }, unitPriceCents: 100, amount: 3 },
        { product: tote, unitPriceCents: 4550, amount: 1 },
      ]);
      await ledger.record(newPayment());
      expect(await ledger.unitsSold()).toEqual(
        new Map([
          [4, 3],
          [7, 3],
        ]),
      );
    });

    it("writes an order's delivery and card digits once each, and only on the shopper's own payment", async () => {
      const store = await harness.newStore();
      const [one, two] = [open(store), open(store)];
      const { intentId } = await one.record(newPayment());
      const home = { street: '5 Elm Street', city: 'Springfield, IL', postcode: '62701', country: 'United States' };
      const elsewhere = { ...home, street: '9 Oak Road' };
      expect(await one.byId(intentId)).toMatchObject({ delivery: null, cardLast4: null });

      expect(await one.setOrderDetails(intentId, 'bob', { delivery: elsewhere, cardLast4: '0002' })).toBe(false);
      expect(await one.setOrderDetails('pi_unknown', 'ada', { cardLast4: '4242' })).toBe(false);
      expect(await one.byId(intentId)).toMatchObject({ delivery: null, cardLast4: null });

      expect(await one.setOrderDetails(intentId, 'ada', { cardLast4: '4242' })).toBe(true);
      // two instances give an address at the same moment: one is kept, whole, and the digits stay
      const given = await Promise.all([
        one.setOrderDetails(intentId, 'ada', { delivery: home }),
        two.setOrderDetails(intentId, 'ada', { delivery: elsewhere, cardLast4: '1111' }),
      ]);
      expect(given).toEqual([true, true]);
      const kept = (await two.byId(intentId))!;
      expect([home, elsewhere]).toContainEqual(kept.delivery);
      expect(kept.cardLast4).toBe('4242');
      expect(await one.setOrderDetails(intentId, 'ada', {})).toBe(true);
      expect(await one.byId(intentId)).toEqual(kept);
    });

    it('remembers the processor events it handled until they are trimmed', async () => {
      const ledger = await fresh();
      expect(await ledger.eventSeen('evt_1')).toBe(false);
      await ledger.recordEvent('evt_1', 'payment_intent.succeeded', 1_000);
      await ledger.recordEvent('evt_1', 'payment_intent.succeeded', 1_001);
      await ledger.recordEvent('evt_2', 'payment_intent.succeeded', 3_000);
      expect(await ledger.eventSeen('evt_1')).toBe(true);
      expect(await ledger.trimEvents(2_000)).toBe(1);
      expect(await ledger.eventSeen('evt_1')).toBe(false);
      expect(await ledger.eventSeen('evt_2')).toBe(true);
    });

    it('keeps a title, description and lines of any text as they were', async () => {
      const ledger = await fresh();
      const odd = { ...tote, id: 7, title: 'O\'Brien "quoted" ; DROP TABLE payments; -- ✓ 🚲', description: 'é'.repeat(500) };
      const lines = [
        { product: odd, unitPriceCents: 1, amount: 10_000 },
        { product: tote, unitPriceCents: 4550, amount: 1 },
      ];
      const recorded = await ledger.record(newPayment({ lines, amount: 14_550 }));
      expect((await ledger.byId(recorded.intentId))!.lines).toEqual(lines);
    });

    it('takes many payments at once without losing one', async () => {
      const ledger = await fresh();
      const recorded = await Promise.all(Array.from({ length: 200 }, () => ledger.record(newPayment())));
      const found = await Promise.all(recorded.map((p) => ledger.byId(p.intentId)));
      expect(found.map((p) => p?.intentId)).toEqual(recorded.map((p) => p.intentId));
    });

    it('hands a paid payment’s receipt to whoever paid it, to one claimer once that claim is given up, never once sent', async () => {
      const store = await harness.newStore();
      const [one, two] = [open(store), open(store)];
      const paid = await one.record(newPayment());
      await one.setStatus(paid.intentId, 'succeeded', 1_000);
      await one.record(newPayment());
      // the move to paid claimed it at 1,000: due only for whoever gives up claims older than that
      expect(await two.receiptsDue(1_000, 10)).toEqual([]);
      expect(await two.claimReceipt(paid.intentId, 1_200, 1_000)).toBe(false);
      expect((await two.receiptsDue(1_500, 10)).map((payment) => payment.intentId)).toEqual([paid.intentId]);

      const claims = await Promise.all(
        Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).claimReceipt(paid.intentId, 2_000, 1_500)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      // claimed at 2,000: due again only for whoever gives up claims older than that
      expect(await one.receiptsDue(1_500, 10)).toEqual([]);
      expect((await one.receiptsDue(2_500, 10)).map((payment) => payment.intentId)).toEqual([paid.intentId]);
      expect(await two.claimReceipt(paid.intentId, 3_000, 1_500)).toBe(false);
      expect(await two.claimReceipt(paid.intentId, 3_000, 2_500)).toBe(true);

      await two.markReceiptSent([paid.intentId], 3_001);
      expect(await one.receiptsDue(10_000, 10)).toEqual([]);
      expect(await one.claimReceipt(paid.intentId, 20_000, 10_000)).toBe(false);
    });

    it('marks several receipts sent in one write, and keeps the first time one was sent', async () => {
      const ledger = await fresh();
      const [first, second] = [await ledger.record(newPayment()), await ledger.record(newPayment())];
      for (const { intentId } of [first, second]) await ledger.setStatus(intentId, 'succeeded', 1_000);
      await ledger.markReceiptSent([first.intentId], 1_100);
      await ledger.markReceiptSent([first.intentId, second.intentId], 1_200);
      await ledger.markReceiptSent([], 1_300);
      expect(await ledger.receiptsDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
      expect(await ledger.claimReceipt(second.intentId, 5_000, 4_000)).toBe(false);
    });

    it('keeps the paying card’s digits with the move to paid, the first ones told', async () => {
      const ledger = await fresh();
      const { intentId } = await ledger.record(newPayment());
      expect(await ledger.setStatus(intentId, 'succeeded', 1_000, { cardLast4: '4242' })).toBe('changed');
      expect(await ledger.setStatus(intentId, 'succeeded', 1_100, { cardLast4: '0002' })).toBe('unchanged');
      expect(await ledger.byId(intentId)).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    });

    it('answers a check once its store answers', async () => {
      const ledger = await fresh();
      await expect(ledger.check()).resolves.toBeUndefined();
    });

    it('reads and writes nothing once closed', async () => {
      const ledger = harness.open(await harness.newStore());
      const { intentId } = await ledger.record(newPayment());
      await ledger.close();
      await expect(ledger.byId(intentId)).rejects.toThrow();
    });

    describe('with stock (ADR-039)', () => {
      const HOLD_UNTIL = 1_790_000_900;
      const withStock = async (onHand: number) => {
        const store = await harness.newStore();
        const ledger = open(store);
        const { stock, close } = harness.openStock(store);
        closingStock.push(close);
        await ledger.ready;
        await stock.set(tote.id, onHand);
        return { store, ledger, stock };
      };
      const closingStock: Array<() => Promise<void>> = [];
      afterEach(async () => {
        await Promise.all(closingStock.splice(0).map((close) => close()));
      });

      it("holds the payment's quantities with it, and records nothing when they are not left", async () => {
        const { ledger, stock } = await withStock(3);
        // two lines of one product count together: 2 + 2 is more than the 3 left
        const twoLines = newPayment({
          lines: [
            { product: tote, unitPriceCents: 4550, amount: 2 },
            { product: tote, unitPriceCents: 4550, amount: 2 },
          ],
          amount: 18200,
        });
        await expect(ledger.record(twoLines, HOLD_UNTIL)).rejects.toThrow(OutOfStockError);
        await expect(ledger.record(twoLines, HOLD_UNTIL)).rejects.toMatchObject({ short: [{ productId: tote.id, left: 3 }] });
        expect(await ledger.byId(twoLines.intentId)).toBeNull();
        const held = await ledger.record(newPayment(), HOLD_UNTIL);
        expect(await stock.list()).toEqual([{ productId: tote.id, onHand: 3, held: 2 }]);
        // the same key again holds nothing more
        await ledger.record(newPayment({ intentId: 'pi_other', idempotencyKey: held.idempotencyKey }), HOLD_UNTIL);
        expect(await stock.levelsOf([tote.id])).toEqual(new Map([[tote.id, 1]]));
      });

      it('holds every stocked product of a basket or none, and an unstocked one without limit', async () => {
        const { ledger, stock } = await withStock(5);
        await stock.set(lamp.id, 1);
        const basket = (lampAmount: number) =>
          newPayment({
            lines: [
              { product: unstocked, unitPriceCents: 999, amount: 50 },
              { product: lamp, unitPriceCents: 1200, amount: lampAmount },
              { product: tote, unitPriceCents: 4550, amount: 2 },
            ],
            amount: 49950 + 1200 * lampAmount + 9100,
          });
        const tooMany = basket(2);
        await expect(ledger.record(tooMany, HOLD_UNTIL)).rejects.toMatchObject({ short: [{ productId: lamp.id, left: 1 }] });
        expect(await ledger.byId(tooMany.intentId)).toBeNull();
        expect(await stock.levelsOf([tote.id, lamp.id])).toEqual(
          new Map([
            [tote.id, 5],
            [lamp.id, 1],
          ]),
        );
        await ledger.record(basket(1), HOLD_UNTIL);
        expect(await stock.list()).toEqual([
          { productId: tote.id, onHand: 5, held: 2 },
          { productId: lamp.id, onHand: 1, held: 1 },
        ]);
      });

      it("gives a shopper's earlier unpaid hold back at their next checkout, and holds nothing after one outlived its hold", async () => {
        const { ledger, stock } = await withStock(10);
        const holdSeconds = HOLD_UNTIL - 1_790_000_000;
        const first = await ledger.record(newPayment(), HOLD_UNTIL);
        await ledger.record(
          newPayment({ lines: [{ product: tote, unitPriceCents: 4550, amount: 3 }], amount: 13650 }),
          HOLD_UNTIL,
        );
        await ledger.record(newPayment({ shopper: { uid: 'bob', email: 'bob@example.com' } }), HOLD_UNTIL);
        expect(await stock.list()).toEqual([{ productId: tote.id, onHand: 10, held: 5 }]);
        // the earlier checkout can still be paid: its units are taken anew
        expect(await ledger.setStatus(first.intentId, 'succeeded', 1_790_000_100)).toBe('changed');
        expect(await stock.levelsOf([tote.id])).toEqual(new Map([[tote.id, 3]]));
        // a checkout made once the last unpaid one outlived its hold is recorded and holds nothing,
        // whether it comes from the same shopper or from the same client address
        const later = 1_790_000_000 + holdSeconds + 1;
        const cy = { uid: 'cy', email: 'cy@example.com' };
        await ledger.record(newPayment({ shopper: cy, clientAddress: '203.0.113.9' }), HOLD_UNTIL);
        const sameShopper = await ledger.record(newPayment({ created: later }), later + holdSeconds);
        const sameAddress = await ledger.record(
          newPayment({ shopper: { uid: 'dee', email: 'dee@example.com' }, created: later, clientAddress: '203.0.113.9' }),
          later + holdSeconds,
        );
        expect(await ledger.byId(sameShopper.intentId)).toMatchObject({ status: 'requires_payment' });
        expect(await ledger.byId(sameAddress.intentId)).toMatchObject({ status: 'requires_payment' });
        // left: 10, less Bob's 2 held, the first checkout's 2 sold and Cy's 2 held; Ada's 3 given back
        expect(await stock.levelsOf([tote.id])).toEqual(new Map([[tote.id, 4]]));
      });

      it('sells the hold with the move to paid, and gives it back when the payment is forgotten', async () => {
        const { ledger, stock } = await withStock(5);
        const paid = await ledger.record(newPayment(), HOLD_UNTIL);
        const unpaid = await ledger.record(newPayment(), HOLD_UNTIL);
        expect(await ledger.setStatus(paid.intentId, 'succeeded', 1_790_000_100)).toBe('changed');
        expect(await ledger.forgetUnpaid(unpaid.intentId)).toBe(true);
        expect(await stock.list()).toEqual([{ productId: tote.id, onHand: 3, held: 0 }]);
      });

      it('marks a payment paid after its hold lapsed and its stock was sold as refund due, refunded once', async () => {
        const { ledger, stock } = await withStock(2);
        const late = await ledger.record(newPayment(), 1_790_000_010);
        await stock.releaseLapsed(1_790_000_011);
        await ledger.record(newPayment(), HOLD_UNTIL);
        expect(await ledger.setStatus(late.intentId, 'succeeded', 1_790_000_100)).toBe('paid_sold_out');
        expect(await ledger.byId(late.intentId)).toMatchObject({ status: 'succeeded', refundDue: 1_790_000_100, refunded: null });
        expect(await stock.list()).toEqual([{ productId: tote.id, onHand: 2, held: 2 }]);
        expect((await ledger.refundsDue(10)).map((payment) => payment.intentId)).toEqual([late.intentId]);
        // refunded for want of stock: not sold
        expect(await ledger.unitsSold()).toEqual(new Map());
        const marks = await Promise.all([
          ledger.markRefunded(late.intentId, 1_790_000_200),
          ledger.markRefunded(late.intentId, 1_790_000_201),
        ]);
        expect(marks.filter(Boolean)).toHaveLength(1);
        expect(await ledger.refundsDue(10)).toEqual([]);
        expect(await ledger.byId(late.intentId)).toMatchObject({ refunded: 1_790_000_200 });
      });
    });
  });
}
