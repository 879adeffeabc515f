// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createCatalog } from '../catalog/catalog';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import { createTestServerApp } from '../test-support/test-server-app';
import type { OrderRecords } from '../fulfilment/order-records';
import { createLedger, type SqlLedger } from '../ledger/sql-ledger';
import { createSqlStock } from '../stock/sql-stock';
import { openSqlStore } from '../store/open-store';
import { silentLogger } from '../log/log';
import { createMemoryMailer } from '../test-support/memory-mailer';
import { createMemoryOrderRecords } from '../test-support/memory-order-records';
import { asShopper, namedShoppers } from '../test-support/shopper';
import type { Shopper } from '../ledger/payments-ledger';
import { createPayments, OutOfStockRefusal, WithdrawnRefusal } from './payments';
import type { Receipts } from './receipts';
import { PaymentProcessorError, type PaymentProcessor, type PublicIntent } from './processor';
import { localCatalogPrices, CatalogPricesUnavailable, type CatalogPrices } from './catalog-prices';
import { createTestModeProcessor } from './test-mode-processor';

// The payment use cases on their own (ADR-004, ADR-008): a clock the test moves, an in-memory ledger.
const START = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const HOLD_SECONDS = 15 * 60;
const ADA = { uid: 'ada', email: 'ada@example.com' };
const BOB = { uid: 'bob', email: 'bob@example.com' };
const CY = { uid: 'cy', email: 'cy@example.com' };
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '06/30', cvc: '123', postcode: '10001' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const catalog = localCatalogPrices(createCatalog(builtInCatalogEntries()));

interface Setup {
  processor?: (testMode: PaymentProcessor) => PaymentProcessor;
  orderRecords?: OrderRecords | null;
  receipts?: Receipts | null;
  products?: CatalogPrices;
  ledger?: SqlLedger;
}

function setup({
  processor = (testMode) => testMode,
  orderRecords = null,
  receipts = null,
  products = catalog,
  ledger,
}: Setup = {}) {
  let time = START;
  const now = () => new Date(time);
  // the ledger and the stock in one store, as the server keeps them (ADR-039)
  const store = openSqlStore(':memory:');
  const shared = ledger ?? createLedger(store);
  const stock = createSqlStock(store);
  const payments = createPayments({
    ledger: shared,
    processor: processor(createTestModeProcessor({ now })),
    products,
    orderRecords,
    receipts,
    stock,
    holdSeconds: HOLD_SECONDS,
    logger: silentLogger,
    now,
  });
  let keys = 0;
  /** A new payment for product 4 ($45.50), at the current time: its intent id and client secret. */
  const start = async () => {
    keys += 1;
    const { clientSecret } = await payments.create(ADA, `client-key-${keys}-0123456789`, 4550, [{ id: 4, amount: 1 }]);
    return { id: clientSecret.split('_secret_')[0]!, clientSecret };
  };
  return { payments, ledger: shared, stock, start, at: (ms: number) => (time = START + ms) };
}

/** Order records that count every write (the store itself would keep one per intent). */
function countingOrderRecords() {
  const writes: string[] = [];
  const orderRecords: OrderRecords = {
    async write(payment) {
      writes.push(payment.intentId);
    },
  };
  return { orderRecords, writes };
}

describe('housekeeping: unpaid intents are pruned (ADR-008)', () => {
  it('keeps an unpaid intent for 24 h, then prunes it', async () => {
    const { payments, ledger, start, at } = setup();
    const first = await start();
    at(23 * HOUR);
    const second = await start();
    await payments.housekeeping();
    expect((await ledger.byId(first.id))?.status).toBe('requires_payment');
    at(24 * HOUR + 1000);
    await payments.housekeeping();
    expect(await ledger.byId(first.id)).toBeNull();
    expect((await ledger.byId(second.id))?.status).toBe('requires_payment');
  });

  it('never prunes a paid intent', async () => {
    const { payments, ledger, start, at } = setup();
    const { id, clientSecret } = await start();
    await payments.confirmTestCard(ADA, clientSecret, GOOD_CARD);
    at(48 * HOUR);
    await payments.housekeeping();
    expect((await ledger.byId(id))?.status).toBe('succeeded');
  });

  it('prunes a batch of 100 a round, the oldest first', async () => {
    const { payments, ledger, start, at } = setup();
    const ids = [];
    for (let minute = 0; minute < 101; minute += 1) {
      at(minute * 60_000);
      ids.push((await start()).id);
    }
    at(48 * HOUR);
    await payments.housekeeping();
    expect((await ledger.expiredUnpaid(Number.MAX_SAFE_INTEGER, 200)).map((payment) => payment.intentId)).toEqual([ids[100]]);
    await payments.housekeeping();
    expect(await ledger.byId(ids[100]!)).toBeNull();
  });

  it('runs every minute once started, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { payments, ledger, start, at } = setup();
      const first = await start();
      const stop = new AbortController();
      payments.startHousekeeping(stop.signal);
      at(25 * HOUR);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(await ledger.byId(first.id)).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(async () => expect(await ledger.byId(first.id)).toBeNull(), { timeout: 10_000 });
      // stopped: the next round never comes
      stop.abort();
      at(0);
      const second = await start();
      at(25 * HOUR);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(await ledger.byId(second.id)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('housekeeping: expired intents are cancelled at the processor first', () => {
  /** A processor that keeps intents (as Stripe does), answering cancel with `answer`. */
  const cancelling = (answer: (id: string) => Promise<PublicIntent | null>) => (testMode: PaymentProcessor) => ({
    ...testMode,
    cancel: answer,
  });

  it('prunes an intent once the processor has cancelled it, or does not know it', async () => {
    let unknown = '';
    const cancel = vi.fn(async (id: string) =>
      id === unknown ? null : { id, amount: 4550, created: START / 1000, status: 'canceled' as const },
    );
    const { payments, ledger, start, at } = setup({ processor: cancelling(cancel) });
    const cancelled = await start();
    unknown = (await start()).id;
    at(25 * HOUR);
    await payments.housekeeping();
    // made in the same second: asked in either order (ADR-029)
    expect(cancel.mock.calls.flat().sort()).toEqual([cancelled.id, unknown].sort());
    expect(await ledger.byId(cancelled.id)).toBeNull();
    expect(await ledger.byId(unknown)).toBeNull();
  });

  it('keeps an intent while the processor cannot be reached, and prunes it the next round', async () => {
    let reachable = false;
    const processor = cancelling(async (id) => {
      if (!reachable) throw new PaymentProcessorError(502, 'The payment service is unavailable.', 'processor_unavailable');
      return { id, amount: 4550, created: START / 1000, status: 'canceled' };
    });
    const { payments, ledger, start, at } = setup({ processor });
    const { id } = await start();
    at(25 * HOUR);
    await payments.housekeeping();
    expect((await ledger.byId(id))?.status).toBe('requires_payment');
    reachable = true;
    await payments.housekeeping();
    expect(await ledger.byId(id)).toBeNull();
  });

  it('keeps an intent the processor is still taking a payment for', async () => {
    const processor = cancelling(async (id) => ({ id, amount: 4550, created: START / 1000, status: 'processing' }));
    const { payments, ledger, start, at } = setup({ processor });
    const { id } = await start();
    at(25 * HOUR);
    await payments.housekeeping();
    expect(await ledger.byId(id)).not.toBeNull();
  });

  it('records one paid meanwhile as paid, with its order of record, and keeps it', async () => {
    const records = createMemoryOrderRecords();
    const processor = cancelling(async (id) => ({ id, amount: 4550, created: START / 1000, status: 'succeeded' }));
    const { payments, ledger, start, at } = setup({ processor, orderRecords: records.orderRecords });
    const { id } = await start();
    at(25 * HOUR);
    await payments.housekeeping();
    expect((await ledger.byId(id))?.status).toBe('succeeded');
    expect(records.written.map((payment) => payment.intentId)).toEqual([id]);
  });

  it('writes an order of record held back while its store was down at the next round', async () => {
    const records = createMemoryOrderRecords();
    const processor = cancelling(async (id) => ({ id, amount: 4550, created: START / 1000, status: 'succeeded' }));
    const { payments, ledger, start, at } = setup({ processor, orderRecords: records.orderRecords });
    const { id } = await start();
    at(25 * HOUR);
    records.switches.failWith = new Error('Firestore unavailable');
    await payments.housekeeping();
    expect((await ledger.byId(id))?.fulfilled).toBeNull();
    records.switches.failWith = null;
    await payments.housekeeping();
    expect(records.written.map((payment) => payment.intentId)).toEqual([id]);
  });
});

describe('paying with a test card', () => {
  it('takes a card for an unpaid intent exactly 24 h old', async () => {
    const { payments, start, at } = setup();
    const { id, clientSecret } = await start();
    at(24 * HOUR);
    expect(await payments.confirmTestCard(ADA, clientSecret, GOOD_CARD)).toEqual({
      id,
      amount: 4550,
      created: START / 1000,
      status: 'succeeded',
    });
  });

  it('answers a paid intent as paid, days later and whatever the card, charging nothing more', async () => {
    const { payments, ledger, start, at } = setup();
    const { id, clientSecret } = await start();
    await payments.confirmTestCard(ADA, clientSecret, GOOD_CARD);
    at(48 * HOUR);
    expect(await payments.confirmTestCard(ADA, clientSecret, DECLINED_CARD)).toEqual({
      id,
      amount: 4550,
      created: START / 1000,
      status: 'succeeded',
    });
    expect((await ledger.paidBy('ada')).map((payment) => payment.updated)).toEqual([START / 1000]);
  });

  it('takes a secret of another length as no such payment', async () => {
    const { payments, start } = setup();
    const { id } = await start();
    await expect(payments.confirmTestCard(ADA, `${id}_secret_x`, GOOD_CARD)).rejects.toEqual(
      new PaymentProcessorError(404, 'No such payment. Please start checkout again.', 'resource_missing'),
    );
  });

  it('knows no payment to pay when the processor takes no test cards', async () => {
    const { payments, start } = setup({
      processor: (testMode) => ({ createIntent: testMode.createIntent, refund: testMode.refund }),
    });
    const { clientSecret } = await start();
    await expect(payments.confirmTestCard(ADA, clientSecret, GOOD_CARD)).rejects.toMatchObject({
      status: 404,
      code: 'resource_missing',
    });
  });
});

describe('a payment as the server knows it (GET /payment/intents/:id)', () => {
  it('answers a paid payment from the ledger, without asking the processor', async () => {
    const { payments, start } = setup({
      processor: (testMode) => ({
        ...testMode,
        retrieve: () => Promise.reject(new PaymentProcessorError(502, 'The payment service is unavailable.', 'api_error')),
      }),
    });
    const { id, clientSecret } = await start();
    await payments.confirmTestCard(ADA, clientSecret, GOOD_CARD);
    expect(await payments.retrieve(ADA, id)).toEqual({ id, amount: 4550, created: START / 1000, status: 'succeeded' });
  });

  it('answers the ledger’s word when the processor does not know the intent', async () => {
    const { payments, start } = setup({ processor: (testMode) => ({ ...testMode, retrieve: async () => null }) });
    const { id } = await start();
    expect(await payments.retrieve(ADA, id)).toEqual({ id, amount: 4550, created: START / 1000, status: 'requires_payment' });
  });
});

describe('orders of record (ADR-008)', () => {
  it('writes none for an unpaid payment', async () => {
    const records = createMemoryOrderRecords();
    const { payments, start } = setup({ orderRecords: records.orderRecords });
    const { id } = await start();
    await payments.retrieve(ADA, id);
    expect(records.written).toEqual([]);
  });

  it('writes one per paid payment, however often it is looked up', async () => {
    const records = countingOrderRecords();
    const { payments, ledger, start } = setup({ orderRecords: records.orderRecords });
    const { id, clientSecret } = await start();
    await payments.confirmTestCard(ADA, clientSecret, GOOD_CARD);
    await payments.retrieve(ADA, id);
    await payments.retrieve(ADA, id);
    expect(records.writes).toEqual([id]);
    expect((await ledger.byId(id))?.fulfilled).toBe(START / 1000);
  });

  it('writes one held back by a store that was down when the payment is next looked up', async () => {
    const records = createMemoryOrderRecords();
    const { payments, ledger, start } = setup({ orderRecords: records.orderRecords });
    const { id, clientSecret } = await start();
    records.switches.failWith = new Error('Firestore unavailable');
    await payments.confirmTestCard(ADA, clientSecret, GOOD_CARD);
    expect((await ledger.byId(id))?.fulfilled).toBeNull();
    records.switches.failWith = null;
    await payments.retrieve(ADA, id);
    expect(records.written.map((payment) => payment.intentId)).toEqual([id]);
    expect((await ledger.byId(id))?.fulfilled).toBe(START / 1000);
  });

  it('writes those held back before a restart when the server starts', async () => {
    const records = createMemoryOrderRecords();
    const before = setup({ orderRecords: records.orderRecords });
    const { id, clientSecret } = await before.start();
    records.switches.failWith = new Error('Firestore unavailable');
    await before.payments.confirmTestCard(ADA, clientSecret, GOOD_CARD);
    records.switches.failWith = null;
    const after = setup({ orderRecords: records.orderRecords, ledger: before.ledger });
    await after.payments.fulfilOutstanding();
    expect(records.written.map((payment) => payment.intentId)).toEqual([id]);
    expect(await after.ledger.unfulfilled()).toEqual([]);
  });
});

describe('processor events', () => {
  const paidEvent = (eventId: string, intentId: string) => ({
    id: eventId,
    type: 'payment_intent.succeeded' as const,
    intent: { id: intentId, amount: 4550, created: START / 1000, status: 'succeeded' as const },
  });

  it('takes a paid event into the ledger when the ledger is the order of record', async () => {
    const { payments, ledger, start } = setup();
    const { id } = await start();
    expect(await payments.handleEvent(paidEvent('evt_paid', id))).toBe(true);
    expect((await ledger.byId(id))?.status).toBe('succeeded');
  });

  it('fails a paid event for an intent the ledger lacks that does not say what was bought, recording nothing', async () => {
    const { payments, ledger } = setup();
    await expect(payments.handleEvent(paidEvent('evt_stranger', 'pi_unknown_1'))).rejects.toThrow(
      'Event evt_stranger: payment intent pi_unknown_1 cannot be recorded: the ledger lacks it, and the event does not say what was bought',
    );
    expect(await ledger.byId('pi_unknown_1')).toBeNull();
    expect(await ledger.eventSeen('evt_stranger')).toBe(false);
  });

  it('records a paid intent the ledger lacks from the event, at the unit prices charged, once', async () => {
    const records = createMemoryOrderRecords();
    const { payments, ledger } = setup({ orderRecords: records.orderRecords });
    const event = {
      ...paidEvent('evt_elsewhere', 'pi_elsewhere_1'),
      record: {
        shopper: ADA,
        lines: [
          { id: 4, amount: 2, unitPriceCents: 4000 },
          { id: 1, amount: 1 },
        ],
      },
    };
    expect(await payments.handleEvent(event)).toBe(true);
    expect(await payments.handleEvent(event)).toBe(false);
    expect(await ledger.paidBy('ada')).toMatchObject([
      {
        intentId: 'pi_elsewhere_1',
        shopper: ADA,
        amount: 4550,
        created: START / 1000,
        status: 'succeeded',
        // a line without its price (an intent made before prices were kept) is taken at today's
        lines: [
          { product: { id: 4, title: expect.any(String) }, amount: 2, unitPriceCents: 4000 },
          { product: { id: 1 }, amount: 1, unitPriceCents: 84999 },
        ],
      },
    ]);
    expect(records.written.map((payment) => payment.intentId)).toEqual(['pi_elsewhere_1']);
  });

  it('fails a paid event for an intent the ledger lacks while the catalogue is down, and records it later', async () => {
    let down = true;
    const products: CatalogPrices = {
      productsOf: (ids) => (down ? Promise.reject(new CatalogPricesUnavailable('catalogue down')) : catalog.productsOf(ids)),
    };
    const { payments, ledger } = setup({ products });
    const event = {
      ...paidEvent('evt_catalogue_down', 'pi_elsewhere_2'),
      record: { shopper: ADA, lines: [{ id: 4, amount: 1 }] },
    };
    await expect(payments.handleEvent(event)).rejects.toThrow('catalogue down');
    expect(await ledger.byId('pi_elsewhere_2')).toBeNull();
    down = false;
    expect(await payments.handleEvent(event)).toBe(true);
    expect((await ledger.byId('pi_elsewhere_2'))?.status).toBe('succeeded');
  });

  it('fails a paid event for a product the catalogue no longer has', async () => {
    const { payments, ledger } = setup();
    const event = { ...paidEvent('evt_gone', 'pi_elsewhere_3'), record: { shopper: ADA, lines: [{ id: 999_999, amount: 1 }] } };
    await expect(payments.handleEvent(event)).rejects.toThrow('product 999999 is not in the catalogue');
    expect(await ledger.byId('pi_elsewhere_3')).toBeNull();
  });

  it('acknowledges a failed payment the ledger lacks, recording nothing', async () => {
    const { payments, ledger } = setup();
    const failed = {
      ...paidEvent('evt_failed_elsewhere', 'pi_elsewhere_4'),
      type: 'payment_intent.payment_failed' as const,
      record: { shopper: ADA, lines: [{ id: 4, amount: 1 }] },
    };
    expect(await payments.handleEvent(failed)).toBe(true);
    expect(await ledger.byId('pi_elsewhere_4')).toBeNull();
  });

  it('remembers an event for 30 days, to know a replay', async () => {
    const { payments, start, at } = setup();
    const { id } = await start();
    expect(await payments.handleEvent(paidEvent('evt_remembered', id))).toBe(true);
    at(29 * 24 * HOUR);
    await payments.housekeeping();
    expect(await payments.handleEvent(paidEvent('evt_remembered', id))).toBe(false);
    at(31 * 24 * HOUR);
    await payments.housekeeping();
    // forgotten: Stripe stopped sending it long ago
    expect(await payments.handleEvent(paidEvent('evt_remembered', id))).toBe(true);
  });

  it('fails an event while the order store is down, and handles it again later', async () => {
    const records = createMemoryOrderRecords();
    const { payments, start } = setup({ orderRecords: records.orderRecords });
    const { id } = await start();
    records.switches.failWith = new Error('Firestore unavailable');
    await expect(payments.handleEvent(paidEvent('evt_store_down', id))).rejects.toThrow(
      `The order of record for ${id} could not be written yet`,
    );
    records.switches.failWith = null;
    expect(await payments.handleEvent(paidEvent('evt_store_down', id))).toBe(true);
    expect(records.written.map((payment) => payment.intentId)).toEqual([id]);
  });
});

describe('pricing the basket (ADR-003)', () => {
  it('passes on a product list failure that is not an outage, as it is', async () => {
    const bug = new TypeError('products is not iterable');
    const { payments } = setup({ products: { productsOf: () => Promise.reject(bug) } });
    await expect(payments.create(ADA, 'client-key-bug-0123456789', 4550, [{ id: 4, amount: 1 }])).rejects.toBe(bug);
  });

  it('refuses a basket holding a product taken off sale as it refuses a changed price, naming it (ADR-046)', async () => {
    const sold = createCatalog(builtInCatalogEntries());
    const hidden = sold.byId(4)!;
    const { payments, ledger } = setup({
      products: localCatalogPrices({
        ...sold,
        byId: (id) => (id === 4 ? undefined : sold.byId(id)),
        hiddenProduct: (id) => (id === 4 ? hidden : undefined),
      }),
    });
    const refusal = payments.create(ADA, 'client-key-hidden-0123456789', 4550 + 1099, [
      { id: 4, amount: 1 },
      { id: 1, amount: 1 },
    ]);
    await expect(refusal).rejects.toBeInstanceOf(WithdrawnRefusal);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      code: 'withdrawn',
      message: `"${hidden.title}" is no longer for sale. Please remove it from your basket; nothing was charged.`,
    });
    expect(await ledger.byIdempotencyKey(ADA.uid, 'client-key-hidden-0123456789')).toBeNull();
  });
});

describe('one Idempotency-Key, one basket (ADR-004)', () => {
  const KEY = 'client-key-raced-0123456789';
  const TOTE = { total: 4550, lines: [{ id: 4, amount: 1 }] };
  // product 9 costs $39.99
  const LAMP = { total: 3999, lines: [{ id: 9, amount: 1 }] };

  it('refuses a key sent at once with two baskets to the basket that came second, never crossing them', async () => {
    const { payments, ledger } = setup();
    const answers = await Promise.allSettled([TOTE, LAMP].map((basket) => payments.create(ADA, KEY, basket.total, basket.lines)));
    const [won, lost] = answers[0]!.status === 'fulfilled' ? [answers[0]!, answers[1]!] : [answers[1]!, answers[0]!];
    expect(won.status).toBe('fulfilled');
    expect(lost).toMatchObject({
      status: 'rejected',
      reason: { status: 409, code: 'idempotency_mismatch', message: 'This payment was already started with a different basket.' },
    });
    const { clientSecret } = (won as PromiseFulfilledResult<{ clientSecret: string }>).value;
    const filed = await ledger.byIdempotencyKey(ADA.uid, KEY);
    expect(filed?.clientSecret).toBe(clientSecret);
  });

  it('answers a key sent at once with one basket with the same payment', async () => {
    const { payments } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => payments.create(ADA, KEY, TOTE.total, TOTE.lines)));
    expect(new Set(answers.map((answer) => answer.clientSecret)).size).toBe(1);
  });
});

/**
 * Runs what the payments set going after their answers until nothing is left: receipts and notices
 * leave in the background, and receipts are marked sent in batches on a timer. With the timers
 * faked, this is the point after which nothing more can be sent.
 */
const settled = () => vi.runAllTimersAsync();

describe('receipts (ADR-030)', () => {
  const SITE = 'https://shop.example';
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the shopper one receipt for a paid order, with its lines, total and link, however often it is confirmed', async () => {
    const mail = createMemoryMailer();
    const { payments, start } = setup({ receipts: { mailer: mail.mailer, siteUrl: SITE } });
    const { id, clientSecret } = await start();
    await Promise.all([1, 2, 3].map(() => payments.confirmTestCard(ADA, clientSecret, GOOD_CARD)));
    await settled();
    expect(mail.messages).toEqual([
      {
        to: 'ada@example.com',
        subject: `Your order ${id} is paid`,
        text: expect.stringContaining('1 x '),
        link: `${SITE}/Orders/${id}`,
        messageId: `<receipt.${id}@${new URL(SITE).hostname}>`,
      },
    ]);
    const [receipt] = mail.messages;
    expect(receipt!.text).toContain(': $45.50\n');
    expect(receipt!.text).toContain('Order total: $45.50');
    expect(receipt!.text).toContain(`See your order: ${SITE}/Orders/${id}`);
    expect(receipt!.text).toContain('paid November 22, 2026');
  });

  it('sends none for a payment that is not paid', async () => {
    const mail = createMemoryMailer();
    const { payments, start } = setup({ receipts: { mailer: mail.mailer, siteUrl: SITE } });
    const { clientSecret } = await start();
    await expect(payments.confirmTestCard(ADA, clientSecret, DECLINED_CARD)).rejects.toThrow();
    await payments.housekeeping();
    await settled();
    expect(mail.messages).toEqual([]);
  });

  it('sends a receipt the mail server refused at the first housekeeping after its claim lapsed', async () => {
    const mail = createMemoryMailer();
    const { payments, start, at } = setup({ receipts: { mailer: mail.mailer, siteUrl: SITE } });
    mail.fail(true);
    const { clientSecret } = await start();
    await payments.confirmTestCard(ADA, clientSecret, GOOD_CARD);
    await settled();
    mail.fail(false);
    await payments.housekeeping();
    expect(mail.messages).toEqual([]);
    at(11 * 60 * 1000);
    await payments.housekeeping();
    await payments.housekeeping();
    expect(mail.messages).toHaveLength(1);
  });
});

describe('stock held at checkout (ADR-039)', () => {
  const SITE = 'https://shop.example';
  const TOTE = 4;
  let keys = 0;
  const buy = (payments: ReturnType<typeof setup>['payments'], lines: Array<{ id: number; amount: number }>, shopper = ADA) => {
    keys += 1;
    const total = lines.reduce((sum, line) => sum + 4550 * line.amount, 0);
    return payments.create(shopper, `stock-key-${keys}-0123456789`, total, lines);
  };

  it('refuses a basket past what is left before asking a processor that keeps intents, naming the product and what is left', async () => {
    const createIntent = vi.fn();
    const { payments, stock } = setup({
      processor: (testMode) => ({
        ...testMode,
        createIntent: (request) => (createIntent(request), testMode.createIntent(request)),
        cancel: async () => null,
      }),
    });
    await stock.set(TOTE, 2);
    const refusal = buy(payments, [
      { id: TOTE, amount: 2 },
      { id: TOTE, amount: 1 },
    ]);
    await expect(refusal).rejects.toBeInstanceOf(OutOfStockRefusal);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      code: 'out_of_stock',
      products: [{ id: TOTE, title: expect.stringContaining('Tidewave'), left: 2 }],
      message: expect.stringMatching(
        /^Only 2 of ".+" are left\. Please change your basket and try again; nothing was charged\.$/,
      ),
    });
    expect(createIntent).not.toHaveBeenCalled();
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 2]]));
  });

  it('refuses a basket past what is left in test mode at its hold, keeping no payment and holding nothing', async () => {
    const { payments, stock, ledger } = setup();
    await stock.set(TOTE, 2);
    const refusal = buy(payments, [{ id: TOTE, amount: 3 }]);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      code: 'out_of_stock',
      products: [{ id: TOTE, title: expect.stringContaining('Tidewave'), left: 2 }],
    });
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 2]]));
    expect(await ledger.expiredUnpaid(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it('holds the basket with its intent, sells it once paid, and gives a lapsed hold back at housekeeping', async () => {
    const { payments, stock, at } = setup();
    await stock.set(TOTE, 3);
    const { clientSecret } = await buy(payments, [{ id: TOTE, amount: 2 }]);
    await buy(payments, [{ id: TOTE, amount: 1 }], BOB);
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 0]]));
    await expect(buy(payments, [{ id: TOTE, amount: 1 }], CY)).rejects.toMatchObject({ code: 'out_of_stock' });
    await payments.confirmTestCard(ADA, clientSecret, GOOD_CARD);
    expect(await stock.list()).toEqual([{ productId: TOTE, onHand: 1, held: 1 }]);
    at(HOLD_SECONDS * 1000 + 1000);
    await payments.housekeeping();
    expect(await stock.list()).toEqual([{ productId: TOTE, onHand: 1, held: 0 }]);
  });

  it('holds one checkout’s worth a shopper at a time: a new checkout gives the earlier one’s hold back', async () => {
    const { payments, stock } = setup();
    await stock.set(TOTE, 10);
    const first = await buy(payments, [{ id: TOTE, amount: 4 }]);
    await buy(payments, [{ id: TOTE, amount: 3 }]);
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 7]]));
    await buy(payments, [{ id: TOTE, amount: 2 }], BOB);
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 5]]));
    // the earlier checkout can still be paid: its units are taken anew from what is left
    await payments.confirmTestCard(ADA, first.clientSecret, GOOD_CARD);
    expect(await stock.list()).toEqual([{ productId: TOTE, onHand: 6, held: 5 }]);
  });

  it('lets no account hold more than the limit of a product, however many checkouts it starts: another can still buy', async () => {
    const { payments, stock } = setup();
    await stock.set(TOTE, 100);
    await expect(buy(payments, [{ id: TOTE, amount: 100 }])).rejects.toMatchObject({
      status: 409,
      code: 'hold_limit',
      message: expect.stringMatching(/^One order can hold at most 30 of ".*Tidewave.*"\. Please change your basket/),
    });
    for (let checkout = 0; checkout < 3; checkout += 1) await buy(payments, [{ id: TOTE, amount: 30 }]);
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 70]]));
    const other = await buy(payments, [{ id: TOTE, amount: 30 }], BOB);
    expect(await payments.confirmTestCard(BOB, other.clientSecret, GOOD_CARD)).toMatchObject({ status: 'succeeded' });
    // a product the shop does not count sells without limit
    const unstocked = (await catalog.productsOf([1])).get(1)!;
    const forty = payments.create(BOB, 'unstocked-key-0123456789', Math.round(unstocked.price * 100) * 40, [
      { id: 1, amount: 40 },
    ]);
    await expect(forty).resolves.toMatchObject({ clientSecret: expect.any(String) });
  });

  it('lets no account from an address hold once a checkout from there outlived its hold unpaid: another still buys', async () => {
    const { payments, stock, at } = setup();
    await stock.set(TOTE, 5);
    const accounts = Array.from({ length: 10 }, (_, index) => ({ uid: `sock-${index}`, email: `sock-${index}@example.com` }));
    let keys = 0;
    const fromOneAddress = (shopper: Shopper) =>
      payments.create(shopper, `sock-key-${(keys += 1)}-0123456789`, 4550, [{ id: TOTE, amount: 1 }], '203.0.113.9');
    for (const account of accounts.slice(0, 5)) await fromOneAddress(account);
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 0]]));
    // the holds lapse unpaid: housekeeping gives them back, and no account from there holds again
    at(HOLD_SECONDS * 1000 + 1000);
    await payments.housekeeping();
    for (const account of accounts) await fromOneAddress(account);
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 5]]));
    const other = await payments.create(BOB, 'bob-buys-0123456789', 4550 * 5, [{ id: TOTE, amount: 5 }], '198.51.100.7');
    expect(await payments.confirmTestCard(BOB, other.clientSecret, GOOD_CARD)).toMatchObject({ status: 'succeeded' });
    // once as long again has passed, the address holds as any other
    at(3 * HOLD_SECONDS * 1000 + 2000);
    await stock.add(TOTE, 1);
    await fromOneAddress(accounts[0]!);
    expect(await stock.levelsOf([TOTE])).toEqual(new Map([[TOTE, 0]]));
  });

  it('refunds a payment made after its hold lapsed and its stock was sold, once, and tells the shopper', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const mail = createMemoryMailer();
    const { payments, stock, ledger, at } = setup({ receipts: { mailer: mail.mailer, siteUrl: SITE } });
    await stock.set(TOTE, 1);
    const late = await buy(payments, [{ id: TOTE, amount: 1 }]);
    at(HOLD_SECONDS * 1000 + 1000);
    await payments.housekeeping();
    const other = await buy(payments, [{ id: TOTE, amount: 1 }], { uid: 'bob', email: 'bob@example.com' });
    await payments.confirmTestCard({ uid: 'bob', email: 'bob@example.com' }, other.clientSecret, GOOD_CARD);
    await Promise.all([1, 2].map(() => payments.confirmTestCard(ADA, late.clientSecret, GOOD_CARD)));
    await payments.housekeeping();
    await settled();
    const lateId = late.clientSecret.split('_secret_')[0]!;
    expect(await ledger.byId(lateId)).toMatchObject({
      status: 'succeeded',
      refundDue: expect.any(Number),
      refunded: expect.any(Number),
    });
    expect(mail.messages.filter((message) => message.to === 'ada@example.com')).toEqual([
      {
        to: 'ada@example.com',
        subject: `Your order ${lateId} is refunded`,
        text: expect.stringContaining('$45.50 is refunded to your card in full.'),
        link: `${SITE}/Orders/${lateId}`,
        messageId: `<refund.${lateId}@${new URL(SITE).hostname}>`,
      },
    ]);
    expect(await stock.list()).toEqual([{ productId: TOTE, onHand: 0, held: 0 }]);
  });

  it('answers 409 out_of_stock with the products over HTTP', async () => {
    const store = openSqlStore(':memory:');
    const stock = createSqlStock(store);
    await stock.set(TOTE, 0);
    const app = createTestServerApp({ identify: namedShoppers, ledger: createLedger(store), stock, logger: silentLogger });
    const answer = await app.request('/payment/create?total=4550', {
      method: 'POST',
      headers: { ...asShopper('ada'), 'Content-Type': 'application/json', 'Idempotency-Key': 'stock-http-key-0123456789' },
      body: JSON.stringify({ lines: [{ id: TOTE, amount: 1 }] }),
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      error: expect.stringMatching(/^".+" is sold out\. Please change your basket and try again; nothing was charged\.$/),
      code: 'out_of_stock',
      products: [{ id: TOTE, title: expect.any(String), left: 0 }],
    });
  });
});
