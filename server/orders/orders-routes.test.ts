// @vitest-environment node
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { jsonErrorHandler } from '../http/errors';
import { UNSTORABLE_TEXT } from '../http/storable-text';
import type { NewPayment } from '../ledger/payments-ledger';
import { createSqlLedger, type SqlLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import { newPayment } from '../test-support/ledger-contract';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { orderRoutes } from './routes';

const ADA = asShopper('ada');
const BOB = asShopper('bob');
const HOME = { street: '5 Elm Street', city: 'Springfield, IL', postcode: '62701', country: 'United States' };
const ELSEWHERE = { street: '9 Oak Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'United Kingdom' };
const NO_SUCH_ORDER = { error: 'No such order.' };

let ledger: SqlLedger;
let app: Hono;

beforeEach(() => {
  ledger = createSqlLedger(':memory:');
  app = new Hono();
  app.onError(jsonErrorHandler(silentLogger));
  app.route('/api/orders', orderRoutes({ ledger, identify: namedShoppers }));
});
afterEach(() => ledger.close());

/** A payment of the shopper's that succeeded: an order of record. */
async function paid(uid: string, overrides: Partial<NewPayment> = {}) {
  const payment = await ledger.record(newPayment({ shopper: { uid, email: `${uid}@example.com` }, ...overrides }));
  await ledger.setStatus(payment.intentId, 'succeeded', payment.created + 5);
  return payment;
}

const get = (path: string, headers: Record<string, string> = ADA) => app.request(path, { headers });
const putDelivery = (id: string, body: unknown, headers: Record<string, string> = ADA) =>
  app.request(`/api/orders/${id}/delivery`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** every route, as one shopper's browser would call it on `id` */
const everyRoute = (id: string, headers: Record<string, string>) =>
  [get('/api/orders', headers), get(`/api/orders/${id}`, headers), putDelivery(id, { delivery: ELSEWHERE }, headers)] as const;

describe('GET /api/orders', () => {
  it("lists the shopper's paid orders newest first, each as the shop's Order", async () => {
    const older = await paid('ada', { created: 1_700_000_000 });
    const newer = await paid('ada', { created: 1_800_000_000 });
    await ledger.record(newPayment({ created: 1_900_000_000 }));
    const response = await get('/api/orders');
    expect(response.status).toBe(200);
    const [line] = older.lines;
    expect(await response.json()).toEqual([
      { id: newer.intentId, basket: [{ ...line!.product, amount: line!.amount }], amount: newer.amount, created: 1_800_000_000 },
      { id: older.intentId, basket: [{ ...line!.product, amount: line!.amount }], amount: older.amount, created: 1_700_000_000 },
    ]);
  });

  it('answers an empty list to a shopper who has paid for nothing', async () => {
    await ledger.record(newPayment());
    expect(await (await get('/api/orders')).json()).toEqual([]);
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers the order, with where it goes and the card that paid once known', async () => {
    const { intentId } = await paid('ada');
    await ledger.setOrderDetails(intentId, 'ada', { delivery: HOME, cardLast4: '4242' });
    const response = await get(`/api/orders/${intentId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: intentId, delivery: HOME, cardLast4: '4242' });
  });

  it('answers 404 for an unknown id, an unpaid payment and an id of no intent, all alike', async () => {
    const unpaid = await ledger.record(newPayment());
    for (const id of ['pi_unknown', unpaid.intentId, 'not-an-intent', `pi_${'x'.repeat(300)}`]) {
      const response = await get(`/api/orders/${id}`);
      expect([response.status, await response.json()]).toEqual([404, NO_SUCH_ORDER]);
    }
  });
});

describe('PUT /api/orders/{id}/delivery', () => {
  it('keeps the first address given: a second answers 200 with the order as recorded', async () => {
    const { intentId } = await paid('ada');
    const first = await putDelivery(intentId, { delivery: { ...HOME, extra: 'dropped' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: intentId, delivery: HOME });
    const second = await putDelivery(intentId, { delivery: ELSEWHERE });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ id: intentId, delivery: HOME });
    expect(await (await get(`/api/orders/${intentId}`)).json()).toMatchObject({ delivery: HOME });
  });

  it('answers 404 for a payment that is not a paid order of the shopper', async () => {
    const unpaid = await ledger.record(newPayment());
    for (const id of ['pi_unknown', unpaid.intentId]) {
      const response = await putDelivery(id, { delivery: HOME });
      expect([response.status, await response.json()]).toEqual([404, NO_SUCH_ORDER]);
    }
    expect((await ledger.byId(unpaid.intentId))!.delivery).toBeNull();
  });

  it.each([
    ['no delivery', {}, 'The request body must be {"delivery":{"street","city","postcode","country"}}.'],
    ['a list', { delivery: [HOME] }, 'The request body must be {"delivery":{"street","city","postcode","country"}}.'],
    ['a missing city', { delivery: { ...HOME, city: undefined } }, 'The delivery address needs a city of 1 to 200 characters.'],
    ['a blank street', { delivery: { ...HOME, street: '   ' } }, 'The delivery address needs a street of 1 to 200 characters.'],
    [
      'a number as postcode',
      { delivery: { ...HOME, postcode: 62701 } },
      'The delivery address needs a postcode of 1 to 200 characters.',
    ],
    [
      'a country too long',
      { delivery: { ...HOME, country: 'x'.repeat(201) } },
      'The delivery address needs a country of 1 to 200 characters.',
    ],
    ['a NUL character', { delivery: { ...HOME, street: '5 Elm\u0000Street' } }, UNSTORABLE_TEXT],
    ['half a surrogate pair', { delivery: { ...HOME, city: 'Spring\uD800field' } }, UNSTORABLE_TEXT],
    ['a body that is not JSON', '{"delivery":', 'The request body is not valid JSON.'],
  ])('refuses %s with 400 and a clear message, and keeps nothing', async (_what, body, error) => {
    const { intentId } = await paid('ada');
    const response = await putDelivery(intentId, body);
    expect([response.status, await response.json()]).toEqual([400, { error }]);
    expect((await ledger.byId(intentId))!.delivery).toBeNull();
  });

  it('refuses a body not sent as JSON (415) and one too large (413)', async () => {
    const { intentId } = await paid('ada');
    const asForm = await app.request(`/api/orders/${intentId}/delivery`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...ADA },
      body: 'street=x',
    });
    expect(asForm.status).toBe(415);
    const huge = await putDelivery(intentId, { delivery: HOME, padding: 'x'.repeat(10_000) });
    expect(huge.status).toBe(413);
  });
});

describe("one shopper's orders, to anyone else", () => {
  it("never reads nor writes another shopper's order: every route answers as for no order", async () => {
    const { intentId } = await paid('ada');
    const [list, one, put] = await Promise.all(everyRoute(intentId, BOB));
    expect([list.status, await list.json()]).toEqual([200, []]);
    expect([one.status, await one.json()]).toEqual([404, NO_SUCH_ORDER]);
    expect([put.status, await put.json()]).toEqual([404, NO_SUCH_ORDER]);
    expect((await ledger.byId(intentId))!.delivery).toBeNull();
  });

  it.each([
    ['no session', {}],
    [
      'the claimed header of before',
      { Authorization: `Shopper ${Buffer.from('{"uid":"ada","email":"a@b.c"}').toString('base64url')}` },
    ],
  ])('answers 401 with %s, on every route, and writes nothing', async (_what, headers) => {
    const { intentId } = await paid('ada');
    for (const response of await Promise.all(everyRoute(intentId, headers))) {
      expect([response.status, await response.json()]).toEqual([
        401,
        { error: 'Please sign in to see your orders and basket.', code: 'unauthenticated' },
      ]);
    }
    expect((await ledger.byId(intentId))!.delivery).toBeNull();
  });

  it('is kept by no cache, and varies with the session cookie, whatever the answer', async () => {
    const { intentId } = await paid('ada');
    const answers = [
      ...(await Promise.all(everyRoute(intentId, ADA))),
      ...(await Promise.all(everyRoute(intentId, BOB))),
      ...(await Promise.all(everyRoute(intentId, {}))),
      await putDelivery(intentId, {}),
    ];
    for (const response of answers) {
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('Vary')).toMatch(/\bCookie\b/);
    }
  });
});

describe('orders on the shop server', () => {
  it("show the last four digits of the test card that paid, and leave the server's other routes alone", async () => {
    const shop = createTestServerApp({ identify: namedShoppers, ledger, logger: silentLogger });
    shop.route('/api/orders', orderRoutes({ ledger, identify: namedShoppers }));
    const created = await shop.request('/payment/create?total=4550', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...ADA },
      body: JSON.stringify({ lines: [{ id: 4, amount: 1 }] }),
    });
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', postcode: '10001' };
    const confirmed = await shop.request('/payment/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...ADA },
      body: JSON.stringify({ clientSecret, card }),
    });
    expect(confirmed.status).toBe(200);
    const [order] = (await (await shop.request('/api/orders', { headers: ADA })).json()) as { id: string; cardLast4: string }[];
    expect(order).toMatchObject({ id: clientSecret.split('_secret_')[0], cardLast4: '4242', amount: 4550 });
    expect((await shop.request('/products/4')).status).toBe(200);
  });
});
