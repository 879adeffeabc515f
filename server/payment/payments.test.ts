// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCatalog } from '../catalog/catalog';
import { demoCatalogEntries } from '../catalog/demo-products';
import type { OrderRecords } from '../fulfilment/order-records';
import { createSqlLedger, type SqlLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log';
import { createMemoryOrderRecords } from '../test-support/memory-order-records';
import { createPayments } from './payments';
import { PaymentProcessorError, type PaymentProcessor } from './processor';
import { localProductList, type ProductList } from './product-list';
import { createTestModeProcessor } from './test-mode-processor';

// The payment use cases on their own (ADR-004, ADR-008): a clock the test moves, an in-memory ledger.
const START = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const ADA = { uid: 'ada', email: 'ada@example.com' };
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '06/30', cvc: '123', postcode: '10001' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const catalog = localProductList(createCatalog(demoCatalogEntries()));

interface Setup {
  processor?: (testMode: PaymentProcessor) => PaymentProcessor;
  orderRecords?: OrderRecords | null;
  products?: ProductList;
  ledger?: SqlLedger;
}

function setup({ processor = (testMode) => testMode, orderRecords = null, products = catalog, ledger }: Setup = {}) {
  let time = START;
  const now = () => new Date(time);
  const shared = ledger ?? createSqlLedger(':memory:');
  const payments = createPayments({
    ledger: shared,
    processor: processor(createTestModeProcessor({ now })),
    products,
    orderRecords,
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
  return { payments, ledger: shared, start, at: (ms: number) => (time = START + ms) };
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

describe('unpaid intents are pruned (ADR-008)', () => {
  it('keeps an unpaid intent for 24 h, then prunes it at the next payment', async () => {
    const { ledger, start, at } = setup();
    const first = await start();
    at(23 * HOUR);
    const second = await start();
    expect((await ledger.byId(first.id))?.status).toBe('requires_payment');
    at(24 * HOUR + 1000);
    await start();
    expect(await ledger.byId(first.id)).toBeNull();
    expect((await ledger.byId(second.id))?.status).toBe('requires_payment');
  });

  it('prunes at most once a minute', async () => {
    const { ledger, start, at } = setup();
    await start();
    at(30_000);
    const later = await start();
    // prunes the first intent; the later one is not a day old yet
    at(24 * HOUR + 1000);
    await start();
    // a day and 30 s after the later one, but 30 s after the last pruning: kept
    at(24 * HOUR + 31_000);
    await start();
    expect((await ledger.byId(later.id))?.status).toBe('requires_payment');
    // a minute after the last pruning: pruned
    at(24 * HOUR + 61_000);
    await start();
    expect(await ledger.byId(later.id)).toBeNull();
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
    const { payments, start } = setup({ processor: (testMode) => ({ createIntent: testMode.createIntent }) });
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

  it('handles an event for an intent the ledger lacks once, changing nothing', async () => {
    const { payments, ledger } = setup();
    expect(await payments.handleEvent(paidEvent('evt_stranger', 'pi_unknown_1'))).toBe(true);
    expect(await payments.handleEvent(paidEvent('evt_stranger', 'pi_unknown_1'))).toBe(false);
    expect(await ledger.byId('pi_unknown_1')).toBeNull();
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
});
