// @vitest-environment node
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { createCatalog } from '../catalog/catalog';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import { silentLogger } from '../log/log';
import { createLedger, createSqlLedger } from '../ledger/sql-ledger';
import { createSqlStock } from '../stock/sql-stock';
import { openSqlStore } from '../store/open-store';
import { createMemoryLogger } from '../test-support/memory-logger';
import { createMemoryOrderRecords } from '../test-support/memory-order-records';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { startStripeDouble } from '../test-support/stripe-double';
import { createPayments, UNPAID_LIFETIME_S } from '../payment/payments';
import { PaymentProcessorError } from '../payment/processor';
import { localCatalogPrices } from '../payment/catalog-prices';
import { createStripeProcessor, metadataOf, recordOf, refusalFromStripe } from './stripe-processor';
import { listen } from '../test-support/listen';
import { createMemoryMailer } from '../test-support/memory-mailer';
import { orderStepsOn } from '../test-support/order-steps-on';

let double: Awaited<ReturnType<typeof startStripeDouble>>;
const WEBHOOK_SECRET = 'whsec_test_fake';
const settings = () => ({
  secretKey: 'sk_test_fake',
  webhookSecret: WEBHOOK_SECRET,
  host: '127.0.0.1',
  port: double.port,
  protocol: 'http' as const,
});
const ADA = { uid: 'ada', email: 'ada@example.com' };
const intentFor = (amountCents: number, idempotencyKey: string) => ({
  amountCents,
  idempotencyKey,
  shopper: ADA,
  lines: [{ id: 4, amount: 1, unitPriceCents: amountCents }],
});
// what Stripe.js does in the browser, against the fake
const browserStripe = () =>
  new Stripe('sk_test_fake', { host: '127.0.0.1', port: double.port, protocol: 'http', maxNetworkRetries: 0 });

beforeAll(async () => {
  double = await startStripeDouble();
});
afterAll(() => double.close());

describe('Stripe processor', () => {
  it('creates a USD card intent with the idempotency key, the shopper and the lines, and the same key gives the same intent', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    const first = await processor.createIntent(intentFor(4550, 'key-for-the-same-checkout'));
    const again = await processor.createIntent(intentFor(4550, 'key-for-the-same-checkout'));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ amount: 4550, status: 'requires_payment', clientSecret: expect.stringMatching(/_secret_/) });
    const creates = double.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(creates.at(-1)).toMatchObject({
      idempotencyKey: 'key-for-the-same-checkout',
      authorization: 'Bearer sk_test_fake',
      form: {
        amount: '4550',
        currency: 'usd',
        'allowed_payment_method_types[0]': 'card',
        'metadata[uid]': 'ada',
        'metadata[email]': 'ada@example.com',
        'metadata[lines_0]': '4x1@4550',
      },
    });
  });

  it('retrieves an intent as {id, amount, created, status} and sees it succeed once paid', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    const created = await processor.createIntent(intentFor(1995, 'key-retrieve-after-pay'));
    expect(await processor.retrieve!(created.id)).toEqual({
      id: created.id,
      amount: 1995,
      created: 1_790_000_000,
      status: 'requires_payment',
    });
    await browserStripe().paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(await processor.retrieve!(created.id)).toMatchObject({ status: 'succeeded' });
  });

  it('answers null for an unknown intent', async () => {
    expect(await createStripeProcessor(settings(), silentLogger).retrieve!('pi_missing')).toBeNull();
  });

  it('refuses a key sent again with another basket as a 409 idempotency_mismatch, as Stripe refuses it', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    await processor.createIntent(intentFor(1995, 'key-then-another-basket'));
    const refused = await browserStripe()
      .paymentIntents.create({ amount: 2995, currency: 'usd' }, { idempotencyKey: 'key-then-another-basket' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^Keys for idempotent requests/) });
    await expect(processor.createIntent(intentFor(2995, 'key-then-another-basket'))).rejects.toEqual(
      new PaymentProcessorError(409, 'This payment was already started with a different basket.', 'idempotency_mismatch'),
    );
  });

  it('cancels an unpaid intent, twice without harm, and answers a paid one as paid', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    const unpaid = await processor.createIntent(intentFor(1995, 'key-cancel-unpaid'));
    expect(await processor.cancel!(unpaid.id)).toMatchObject({ id: unpaid.id, status: 'canceled' });
    expect(await processor.cancel!(unpaid.id)).toMatchObject({ id: unpaid.id, status: 'canceled' });
    expect((await browserStripe().paymentIntents.retrieve(unpaid.id)).status).toBe('canceled');
    const late = await browserStripe()
      .paymentIntents.confirm(unpaid.id, { payment_method: 'pm_card_visa' })
      .catch((error: unknown) => error);
    expect(late).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });

    const paid = await processor.createIntent(intentFor(1995, 'key-cancel-paid'));
    await browserStripe().paymentIntents.confirm(paid.id, { payment_method: 'pm_card_visa' });
    expect(await processor.cancel!(paid.id)).toMatchObject({ id: paid.id, status: 'succeeded' });
    expect(await processor.cancel!('pi_missing')).toBeNull();
  });

  it('throws a 502 when it cannot cancel because Stripe fails', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    const created = await processor.createIntent(intentFor(1995, 'key-cancel-stripe-down'));
    double.switches.failWith500 = true;
    try {
      await expect(processor.cancel!(created.id)).rejects.toMatchObject({ status: 502 });
    } finally {
      double.switches.failWith500 = false;
    }
  });

  it('turns a card decline into a 402 with Stripe’s message and code', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    const created = await processor.createIntent(intentFor(1995, 'key-declined-card'));
    const declined = await browserStripe()
      .paymentIntents.confirm(created.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    const refusal = refusalFromStripe(declined, silentLogger);
    expect(refusal).toEqual(new PaymentProcessorError(402, 'Your card was declined.', 'card_declined'));
    expect(refusal.status).toBe(402);
  });

  it('answers 502 with a generic message when Stripe fails, and logs why', async () => {
    const log = createMemoryLogger();
    const processor = createStripeProcessor(settings(), log.logger);
    double.switches.failWith500 = true;
    try {
      await expect(processor.createIntent(intentFor(100, 'key-stripe-down'))).rejects.toMatchObject({
        status: 502,
        message: 'The payment service is unavailable. Please try again.',
      });
    } finally {
      double.switches.failWith500 = false;
    }
    expect(log.all()).toContain('Something broke at Stripe.');
  });
});

describe('expired unpaid intents with Stripe', () => {
  /** The payment server on its own, with a clock that starts when the stand-in makes its intents. */
  function setup() {
    const store = openSqlStore(':memory:');
    const ledger = createLedger(store);
    const records = createMemoryOrderRecords();
    const stock = createSqlStock(store);
    let time = 1_790_000_000_000;
    const payments = createPayments({
      ledger,
      processor: createStripeProcessor(settings(), silentLogger),
      products: localCatalogPrices(createCatalog(builtInCatalogEntries())),
      orderRecords: records.orderRecords,
      receipts: null,
      stock,
      holdSeconds: 15 * 60,
      logger: silentLogger,
      now: () => new Date(time),
    });
    const start = async (key: string) =>
      (await payments.create(ADA, key, 4550, [{ id: 4, amount: 1 }])).clientSecret.split('_secret_')[0]!;
    const aDayLater = () => (time += (UNPAID_LIFETIME_S + 60) * 1000);
    const later = (seconds: number) => (time += seconds * 1000);
    return { ledger, records, payments, stock, start, aDayLater, later };
  }
  const statusAtStripe = async (id: string) => (await browserStripe().paymentIntents.retrieve(id)).status;

  it('cancels one at Stripe, so that it can no longer be paid, then prunes it', async () => {
    const { ledger, payments, start, aDayLater } = setup();
    const id = await start('expired-key-cancelled-0123456789');
    aDayLater();
    await payments.housekeeping();
    expect(await statusAtStripe(id)).toBe('canceled');
    expect(await ledger.byId(id)).toBeNull();
  });

  it('keeps one Stripe says was paid late, and records it as paid with its order of record', async () => {
    const { ledger, records, payments, start, aDayLater } = setup();
    const id = await start('expired-key-paid-late-0123456789');
    aDayLater();
    await browserStripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    await payments.housekeeping();
    expect(await statusAtStripe(id)).toBe('succeeded');
    expect((await ledger.byId(id))?.status).toBe('succeeded');
    expect(records.written.map((payment) => payment.intentId)).toEqual([id]);
    await payments.housekeeping();
    expect((await ledger.byId(id))?.status).toBe('succeeded');
  });

  it('refunds at Stripe, once, one paid after its hold lapsed and its stock went to another buyer (ADR-039)', async () => {
    const { ledger, payments, stock, start, later } = setup();
    await stock.set(4, 1);
    const late = await start('late-key-held-0123456789');
    later(16 * 60);
    await payments.housekeeping();
    const first = await start('first-key-paid-0123456789');
    await browserStripe().paymentIntents.confirm(first, { payment_method: 'pm_card_visa' });
    await payments.retrieve(ADA, first);
    await browserStripe().paymentIntents.confirm(late, { payment_method: 'pm_card_visa' });
    await Promise.all([payments.retrieve(ADA, late), payments.retrieve(ADA, late)]);
    await payments.housekeeping();
    const refunds = double.requests.filter((request) => request.path === '/v1/refunds' && request.form.payment_intent === late);
    expect(new Set(refunds.map((request) => request.idempotencyKey))).toEqual(new Set([`refund:${late}`]));
    expect(await ledger.byId(late)).toMatchObject({
      status: 'succeeded',
      refundDue: expect.any(Number),
      refunded: expect.any(Number),
    });
    expect(await ledger.byId(first)).toMatchObject({ status: 'succeeded', refundDue: null });
    expect(await stock.list()).toEqual([{ productId: 4, onHand: 0, held: 0 }]);
  });

  it('gives back part of a paid intent at a time, each refund step once however often it is sent (ADR-051)', async () => {
    const { start } = setup();
    const id = await start('parts-key-refunded-0123456');
    await browserStripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const processor = createStripeProcessor(settings(), silentLogger);
    await processor.refund(id, { amountCents: 1000, key: `${id}:refund:1` });
    await processor.refund(id, { amountCents: 1000, key: `${id}:refund:1` });
    await processor.refund(id, { amountCents: 2500, key: `${id}:refund:2` });
    const sent = double.requests.filter((request) => request.path === '/v1/refunds' && request.form.payment_intent === id);
    expect(sent.map((request) => [request.form.amount, request.idempotencyKey])).toEqual([
      ['1000', `${id}:refund:1`],
      ['1000', `${id}:refund:1`],
      ['2500', `${id}:refund:2`],
    ]);
    expect((await browserStripe().paymentIntents.retrieve(id)) as unknown as { amount_refunded: number }).toMatchObject({
      amount_refunded: 3500,
    });
  });

  it('keeps one while Stripe cannot be reached, and cancels it the next round', async () => {
    const { ledger, payments, start, aDayLater } = setup();
    const id = await start('expired-key-stripe-down-0123456789');
    aDayLater();
    double.switches.failWith500 = true;
    try {
      await payments.housekeeping();
    } finally {
      double.switches.failWith500 = false;
    }
    expect((await ledger.byId(id))?.status).toBe('requires_payment');
    await payments.housekeeping();
    expect(await statusAtStripe(id)).toBe('canceled');
    expect(await ledger.byId(id)).toBeNull();
  });
});

describe("the shopper and lines in Stripe's metadata", () => {
  const lines = [
    { id: 4, amount: 2, unitPriceCents: 4550 },
    { id: 17, amount: 1, unitPriceCents: 999 },
  ];

  it('reads back what it wrote, the unit prices as charged included', () => {
    expect(metadataOf(ADA, lines)).toEqual({ uid: 'ada', email: 'ada@example.com', lines_0: '4x2@4550,17x1@999' });
    expect(recordOf(metadataOf(ADA, lines))).toEqual({ shopper: ADA, lines });
  });

  it('splits a long basket into values of 500 characters, and joins them again', () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ id: 1000 + index, amount: 9999, unitPriceCents: 99_999_999 }));
    const metadata = metadataOf(ADA, many);
    expect(Object.keys(metadata).length).toBeGreaterThan(4);
    expect(Object.values(metadata).every((value) => value.length <= 500)).toBe(true);
    expect(recordOf(metadata)).toEqual({ shopper: ADA, lines: many });
  });

  it('reads the older form without unit prices', () => {
    expect(recordOf({ uid: 'ada', email: 'ada@example.com', lines_0: '4x1,17x3' })).toEqual({
      shopper: ADA,
      lines: [
        { id: 4, amount: 1 },
        { id: 17, amount: 3 },
      ],
    });
  });

  it('answers null for metadata that does not say who bought what', () => {
    expect(recordOf({})).toBeNull();
    expect(recordOf(undefined)).toBeNull();
    expect(recordOf({ uid: 'ada', email: 'ada@example.com' })).toBeNull();
    expect(recordOf({ uid: 'ada', lines_0: '4x1@4550' })).toBeNull();
    expect(recordOf({ uid: 'ada', email: 'ada@example.com', lines_0: '4x1@4550,oops' })).toBeNull();
  });
});

describe('the app in Stripe mode', () => {
  const ledger = createSqlLedger(':memory:');
  const records = createMemoryOrderRecords();
  let app: ReturnType<typeof createTestServerApp>;
  // the stand-in Stripe API is listening only once the file's beforeAll has run
  beforeAll(() => {
    app = createTestServerApp({
      identify: namedShoppers,
      logger: silentLogger,
      processor: createStripeProcessor(settings(), silentLogger),
      ledger,
      orderRecords: records.orderRecords,
    });
  });
  const create = (headers: Record<string, string> = {}, shopper = asShopper('ada')) =>
    app.request('/payment/create?total=4550', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...shopper, ...headers },
      body: JSON.stringify({ lines: [{ id: 4, amount: 1 }] }),
    });
  const intentIdOf = async (response: Response) =>
    ((await response.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
  /** An event as Stripe signs and posts it. */
  const post = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app.request('/payment/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  };
  const event = async (id: string, type: string, intentId: string) => ({
    id,
    object: 'event',
    type,
    data: { object: await browserStripe().paymentIntents.retrieve(intentId) },
  });

  it('answers the Stripe client secret, sending a key scoped to the shopper on every create', async () => {
    const before = double.requests.length;
    const response = await create();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { clientSecret: string }).clientSecret).toMatch(/^pi_fake_\d+_secret_/);
    const sent = double.requests.slice(before).find((r) => r.path === '/v1/payment_intents');
    expect(sent?.idempotencyKey).toMatch(/^[a-f0-9]{64}$/);
  });

  it('gives a retried checkout the same intent; the same key from another shopper is another payment', async () => {
    const key = { 'Idempotency-Key': 'a3f1c2d4e5b60718293a4b5c' };
    const first = await intentIdOf(await create(key));
    expect(await intentIdOf(await create(key))).toBe(first);
    expect(await intentIdOf(await create(key, asShopper('bob')))).not.toBe(first);
  });

  it('does not serve /payment/confirm: card numbers never reach this server', async () => {
    const response = await app.request('/payment/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...asShopper('ada') },
      body: JSON.stringify({
        clientSecret: 'pi_x_secret_y',
        card: { number: '4242424242424242', expiry: '01/30', cvc: '123', postcode: '1' },
      }),
    });
    expect(response.status).toBe(404);
  });

  it("serves GET /payment/intents/:id from Stripe's word, to its shopper only, and records the order once paid", async () => {
    const id = await intentIdOf(await create());
    const lookup = (shopper = asShopper('ada')) => app.request(`/payment/intents/${id}`, { headers: shopper });
    expect(await (await lookup()).json()).toEqual({
      paymentIntent: { id, amount: 4550, created: 1_790_000_000, status: 'requires_payment' },
    });
    expect((await lookup(asShopper('bob'))).status).toBe(404);
    await browserStripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    expect(await (await lookup()).json()).toMatchObject({ paymentIntent: { id, status: 'succeeded' } });
    expect(records.written.filter((payment) => payment.intentId === id)).toHaveLength(1);
    expect((await ledger.byId(id))?.status).toBe('succeeded');
  });

  it('records a paid order from the signed webhook alone, even if the browser never comes back', async () => {
    const id = await intentIdOf(await create());
    await browserStripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const response = await post(await event('evt_paid_1', 'payment_intent.succeeded', id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect((await ledger.byId(id))?.status).toBe('succeeded');
    expect(records.written.filter((payment) => payment.intentId === id)).toMatchObject([
      { shopper: { uid: 'ada' }, amount: 4550, lines: [{ product: { id: 4 }, amount: 1, unitPriceCents: 4550 }] },
    ]);
  });

  it('refuses an event with a bad signature with 400, and writes nothing', async () => {
    const id = await intentIdOf(await create());
    await browserStripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const forged = await post(await event('evt_forged', 'payment_intent.succeeded', id), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    const unsigned = await app.request('/payment/webhook', {
      method: 'POST',
      body: JSON.stringify(await event('evt_unsigned', 'payment_intent.succeeded', id)),
    });
    expect(unsigned.status).toBe(400);
    expect((await ledger.byId(id))?.status).toBe('requires_payment');
    expect(records.written.some((payment) => payment.intentId === id)).toBe(false);
  });

  it('handles a replayed event once, and writes the order once', async () => {
    const id = await intentIdOf(await create());
    await browserStripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const paid = await event('evt_replayed', 'payment_intent.succeeded', id);
    expect(await (await post(paid)).json()).toEqual({ received: true, duplicate: false });
    const updated = (await ledger.byId(id))?.updated;
    expect(await (await post(paid)).json()).toEqual({ received: true, duplicate: true });
    // the same payment in another event (Stripe may send both): still one order, one change
    expect((await post(await event('evt_other', 'payment_intent.succeeded', id))).status).toBe(200);
    expect(records.written.filter((payment) => payment.intentId === id)).toHaveLength(1);
    expect((await ledger.byId(id))?.updated).toBe(updated);
  });

  it('answers 500 while the order store is down, so that Stripe sends the event again, and records it then', async () => {
    const id = await intentIdOf(await create());
    await browserStripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const paid = await event('evt_store_down', 'payment_intent.succeeded', id);
    records.switches.failWith = new Error('Firestore unavailable');
    try {
      expect((await post(paid)).status).toBe(500);
    } finally {
      records.switches.failWith = null;
    }
    expect(await (await post(paid)).json()).toEqual({ received: true, duplicate: false });
    expect(records.written.filter((payment) => payment.intentId === id)).toHaveLength(1);
  });

  it('takes a failed payment as unpaid, and ignores events the shop has nothing to do with', async () => {
    const id = await intentIdOf(await create());
    expect((await post(await event('evt_failed', 'payment_intent.payment_failed', id))).status).toBe(200);
    expect((await ledger.byId(id))?.status).toBe('requires_payment');
    expect(
      await (await post({ id: 'evt_customer', object: 'event', type: 'customer.created', data: { object: {} } })).json(),
    ).toEqual({ received: true });
  });
});

describe("a refund made in Stripe's own dashboard (ADR-051)", () => {
  it('reaches its order by the webhook once, however often told; the shop’s own refunds are not counted twice', async () => {
    const store = openSqlStore(':memory:');
    const ledger = createLedger(store);
    const stock = createSqlStock(store);
    // signed as the stand-in signs what it posts
    const processor = createStripeProcessor({ ...settings(), webhookSecret: 'whsec_fake' }, silentLogger);
    const mail = createMemoryMailer();
    const orderSteps = orderStepsOn(store, processor, mail.mailer);
    const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger, processor, ledger, stock, orderSteps });
    const server = await listen(app.fetch);
    double.webhooks.pinned = `${server.baseUrl}/payment/webhook`;
    try {
      const created = await app.request('/payment/create?total=4550', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...asShopper('ada') },
        body: JSON.stringify({ lines: [{ id: 4, amount: 1 }] }),
      });
      const id = ((await created.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
      await browserStripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
      await vi.waitFor(async () => expect((await ledger.byId(id))?.status).toBe('succeeded'));

      // the shop's own refund goes to Stripe under its step's key; Stripe's event lists it
      await orderSteps.take(id, [{ kind: 'refunded', amountCents: 500, reason: 'Scratched' }], {
        id: 'owner',
        email: 'owner@example.com',
      });
      await double.dashboardRefund(id, 1000);
      const stripeOwnRefund = double.webhooks.events.at(-1)!;
      await double.resend(stripeOwnRefund);
      await double.resend(stripeOwnRefund);

      const history = await orderSteps.history(id);
      expect(history!.steps.map((step) => [step.kind, step.kind === 'refunded' && step.amountCents, step.by.id])).toEqual([
        ['refunded', 500, 'owner'],
        ['refunded', 1000, 'processor'],
      ]);
      expect((await browserStripe().paymentIntents.retrieve(id)) as unknown as { amount_refunded: number }).toMatchObject({
        amount_refunded: 1500,
      });
      // the shopper is told of each once
      expect(mail.messages.map((message) => message.subject)).toEqual([
        `$5.00 refunded on your order ${id}`,
        `$10.00 refunded on your order ${id}`,
      ]);
    } finally {
      double.webhooks.pinned = null;
      await server.close();
      await store.close();
    }
  });
});
