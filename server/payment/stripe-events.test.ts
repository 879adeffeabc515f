// @vitest-environment node
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import type { OrderRecords } from '../fulfilment/order-records';
import { createSqlLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import { startStripeDouble } from '../test-support/stripe-double';
import { listen } from '../test-support/listen';
import { createMemoryOrderRecords } from '../test-support/memory-order-records';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { createStripeProcessor } from '../cloud/stripe-processor';

// Two server instances, each with its own ledger, behind one Stripe (the stand-in) and one order
// store (Firestore in the cloud): Stripe sends a payment's event to whichever instance the load
// balancer picks, which need not be the one that created the intent.

const WEBHOOK_SECRET = 'whsec_instances';
const ADA = { uid: 'ada', email: 'ada@example.com' };
let double: Awaited<ReturnType<typeof startStripeDouble>>;
const browserStripe = () =>
  new Stripe('sk_test_fake', { host: '127.0.0.1', port: double.port, protocol: 'http', maxNetworkRetries: 0 });
/** Stripe.js paying in the browser: the stand-in then sends the event. */
const pay = (id: string, payment_method = 'pm_card_visa') =>
  browserStripe()
    .paymentIntents.confirm(id, { payment_method })
    .catch(() => undefined);
const lastEvent = () => double.webhooks.events.at(-1)!;

const store = createMemoryOrderRecords();
/** every write asked of the order store, which itself keeps one order per intent */
const writes: string[] = [];
const orderRecords: OrderRecords = {
  async write(payment) {
    writes.push(payment.intentId);
    await store.orderRecords.write(payment);
  },
};
const writesOf = (id: string) => writes.filter((written) => written === id).length;
/** B prices from a catalogue host that a test can take down */
const catalog = { up: true };

async function startInstance(catalogBaseUrl?: string) {
  const ledger = createSqlLedger(':memory:');
  const processor = createStripeProcessor(
    { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: double.port, protocol: 'http' },
    silentLogger,
  );
  const app = createTestServerApp({ identify: namedShoppers, processor, ledger, orderRecords, catalogBaseUrl });
  const server = await listen(app.fetch);
  return { app, ledger, webhook: `${server.baseUrl}/payment/webhook`, close: server.close };
}

let a: Awaited<ReturnType<typeof startInstance>>;
let b: Awaited<ReturnType<typeof startInstance>>;
let catalogHost: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  double = await startStripeDouble({ webhookSecret: WEBHOOK_SECRET });
  a = await startInstance();
  // A's own catalogue, through a door the test can shut
  catalogHost = await listen((request) => (catalog.up ? a.app.fetch(request) : new Response('down', { status: 503 })));
  b = await startInstance(catalogHost.baseUrl);
  double.webhooks.urls.push(a.webhook, b.webhook);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close(), catalogHost.close()]);
  await double.close();
});

let keys = 0;
/** POST /payment/create on an instance, for `amount` of product 4 ($45.50): the answer, with the intent id. */
async function checkout(instance: typeof a, { amount = 1, key = `instances-key-${(keys += 1)}-0123456789` } = {}) {
  const response = await instance.app.request(`/payment/create?total=${4550 * amount}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...asShopper('ada') },
    body: JSON.stringify({ lines: [{ id: 4, amount }] }),
  });
  const body = (await response.json()) as { clientSecret?: string; code?: string };
  return { status: response.status, code: body.code, id: body.clientSecret?.split('_secret_')[0] };
}
const createdOn = async (instance: typeof a) => (await checkout(instance)).id!;

describe('a payment event that reaches an instance which did not create the intent', () => {
  it('is recorded there: the payment with its shopper and lines, and its order of record', async () => {
    const id = await createdOn(a);
    double.setCreated(id, 1_789_990_000);
    double.webhooks.pinned = b.webhook;
    await pay(id);
    expect(lastEvent()).toMatchObject({ type: 'payment_intent.succeeded', deliveries: [{ url: b.webhook, status: 200 }] });
    expect(await b.ledger.byId(id)).toMatchObject({
      status: 'succeeded',
      shopper: ADA,
      amount: 4550,
      created: 1_789_990_000,
      lines: [{ product: { id: 4, title: expect.stringMatching(/\w/) }, amount: 1, unitPriceCents: 4550 }],
    });
    expect(writesOf(id)).toBe(1);
    expect(store.written.filter((order) => order.intentId === id)).toMatchObject([{ shopper: ADA, amount: 4550 }]);
    // and the shopper, sent to B by the load balancer, sees it paid
    const lookup = await b.app.request(`/payment/intents/${id}`, { headers: asShopper('ada') });
    expect(await lookup.json()).toMatchObject({ paymentIntent: { id, status: 'succeeded' } });
  });

  it('writes nothing twice when the event comes again', async () => {
    const id = await createdOn(a);
    double.webhooks.pinned = b.webhook;
    await pay(id);
    const event = lastEvent();
    const before = await b.ledger.byId(id);
    await double.resend(event);
    expect(event.deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(await b.ledger.byId(id)).toEqual(before);
    expect(writesOf(id)).toBe(1);
    // to the instance that created it too: its own ledger settles, and the store keeps one order
    double.webhooks.pinned = a.webhook;
    await double.resend(event);
    expect((await a.ledger.byId(id))?.status).toBe('succeeded');
    expect(store.written.filter((order) => order.intentId === id)).toHaveLength(1);
  });

  it('goes to the instances in turn, and each records what it receives', async () => {
    double.webhooks.pinned = null;
    const ids = [await createdOn(a), await createdOn(a)];
    for (const id of ids) await pay(id);
    const deliveries = double.webhooks.events.slice(-2).map((event) => event.deliveries);
    expect(deliveries.flat().map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(new Set(deliveries.flat().map((delivery) => delivery.url))).toEqual(new Set([a.webhook, b.webhook]));
    for (const id of ids) expect(writesOf(id)).toBe(1);
  });

  it('takes a declined payment it does not hold as nothing to record', async () => {
    const id = await createdOn(a);
    double.webhooks.pinned = b.webhook;
    await pay(id, 'pm_card_chargeDeclined');
    expect(lastEvent()).toMatchObject({ type: 'payment_intent.payment_failed', deliveries: [{ status: 200 }] });
    expect(await b.ledger.byId(id)).toBeNull();
  });

  it('fails with 5xx while the order store is down, and is recorded when Stripe sends it again', async () => {
    const id = await createdOn(a);
    double.webhooks.pinned = b.webhook;
    store.switches.failWith = new Error('Firestore unavailable');
    try {
      await pay(id);
    } finally {
      store.switches.failWith = null;
    }
    const event = lastEvent();
    expect(event.deliveries).toEqual([{ url: b.webhook, status: 500 }]);
    expect(store.written.some((order) => order.intentId === id)).toBe(false);
    await double.redeliverFailed();
    expect(event.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
    expect(store.written.filter((order) => order.intentId === id)).toHaveLength(1);
    expect((await b.ledger.byId(id))?.fulfilled).not.toBeNull();
  });

  it('fails with 5xx while the catalogue is down, and is recorded when Stripe sends it again', async () => {
    // a new instance: B remembers the catalogue it has read for a minute
    const c = await startInstance(catalogHost.baseUrl);
    try {
      const id = await createdOn(a);
      double.webhooks.pinned = c.webhook;
      catalog.up = false;
      try {
        await pay(id);
      } finally {
        catalog.up = true;
      }
      const event = lastEvent();
      expect(event.deliveries).toEqual([{ url: c.webhook, status: 500 }]);
      expect(await c.ledger.byId(id)).toBeNull();
      await double.redeliverFailed();
      expect(event.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
      expect((await c.ledger.byId(id))?.status).toBe('succeeded');
      expect(writesOf(id)).toBe(1);
    } finally {
      await c.close();
    }
  });

  it('fails with 5xx, each time it comes, when the intent does not say what was bought', async () => {
    // made at Stripe by something else than this shop: no shopper, no lines
    const stranger = await browserStripe().paymentIntents.create({ amount: 1000, currency: 'usd' });
    double.webhooks.pinned = b.webhook;
    await pay(stranger.id);
    const event = lastEvent();
    await double.redeliverFailed();
    expect(event.deliveries).toEqual([
      { url: b.webhook, status: 500 },
      { url: b.webhook, status: 500 },
    ]);
    expect(await b.ledger.byId(stranger.id)).toBeNull();
  });
});

describe('a checkout retried on another instance', () => {
  it('gets the same intent for the same basket', async () => {
    const key = 'instances-retry-same-0123456789';
    const first = await checkout(a, { key });
    expect(await checkout(b, { key })).toEqual(first);
  });

  it('is refused with 409 idempotency_mismatch for another basket under the same key, as Stripe refuses it', async () => {
    const key = 'instances-retry-other-0123456789';
    expect((await checkout(a, { key })).status).toBe(200);
    expect(await checkout(b, { amount: 2, key })).toEqual({ status: 409, code: 'idempotency_mismatch', id: undefined });
  });
});
