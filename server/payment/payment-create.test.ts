// @vitest-environment node
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { createSqlLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import { UNSTORABLE_TEXT } from '../http/storable-text';
import { listen } from '../test-support/listen';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { PRICES_CHANGED } from './payment-request';

const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger });
// product 1 costs 849.99, product 4 costs 45.50
const LINES = [
  { id: 1, amount: 1 },
  { id: 4, amount: 2 },
];
const TOTAL = 84999 + 2 * 4550;
const ADA = asShopper('ada');

function create(total: string | null, body: unknown = { lines: LINES }, headers: Record<string, string> = {}) {
  const query = total === null ? '' : `?total=${total}`;
  return app.request(`/payment/create${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...ADA, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /payment/create', () => {
  it('answers a client secret in Stripe format when the total matches the catalogue', async () => {
    const response = await create(String(TOTAL));
    expect(response.status).toBe(200);
    const { clientSecret } = (await response.json()) as { clientSecret: string };
    expect(clientSecret).toMatch(/^pi_demo_[a-f0-9]+_secret_[a-f0-9]+$/);
  });

  it('recomputes prices in whole cents, so float sums do not drift', async () => {
    // product 16 costs 69.90: 69.90 * 100 is 6990.000000000001 in floating point
    const response = await create('20970', { lines: [{ id: 16, amount: 3 }] });
    expect(response.status).toBe(200);
  });

  // every built-in price in whole cents, by product id: 69.90 * 100 is 6990.000000000001 in floating point
  const DEMO_CENTS: [number, number][] = [
    [1, 84999],
    [2, 12999],
    [3, 22900],
    [4, 4550],
    [5, 29999],
    [6, 8995],
    [7, 14900],
    [8, 54900],
    [9, 3999],
    [10, 2450],
    [11, 3400],
    [12, 2999],
    [13, 1995],
    [14, 5400],
    [15, 2299],
    [16, 6990],
    [17, 3250],
    [18, 3800],
    [19, 4499],
    [20, 2799],
    [21, 4299],
    [22, 2850],
    [23, 11900],
    [24, 3199],
    [25, 4995],
    [26, 1899],
  ];

  it('accepts every demo product, 1 to 10 of it, at its price in whole cents', async () => {
    const refused: string[] = [];
    for (const [id, cents] of DEMO_CENTS) {
      for (let amount = 1; amount <= 10; amount += 1) {
        const response = await create(String(cents * amount), { lines: [{ id, amount }] });
        if (response.status !== 200) refused.push(`${amount} x product ${id}: ${response.status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('refuses a total that does not match the catalogue with 409 and the shopper message', async () => {
    const response = await create(String(TOTAL - 1));
    expect(response.status).toBe(409);
    // with the prices it charges: product 1 costs 849.99, product 4 costs 45.50
    expect(await response.json()).toEqual({ error: PRICES_CHANGED, code: 'prices_changed', prices: { 1: 849.99, 4: 45.5 } });
  });

  it.each([
    ['negative', '-100'],
    ['zero', '0'],
    ['fractional', '12.5'],
    ['not a number', 'NaN'],
    ['huge', '100000001'],
    ['very huge', '99999999999999999999999'],
    ['hex', '0x10'],
    ['empty', ''],
  ])('refuses a %s total with 400', async (_, total) => {
    const response = await create(total);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/total/i) });
  });

  it('refuses a missing total with 400', async () => {
    const response = await create(null);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/total .*missing/i);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await create(String(TOTAL), '{"lines": [');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('refuses a body not sent as JSON with 415', async () => {
    const response = await app.request(`/payment/create?total=${TOTAL}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...ADA },
      body: JSON.stringify({ lines: LINES }),
    });
    expect(response.status).toBe(415);
  });

  it.each([
    ['no lines', {}, /basket lines/],
    ['empty lines', { lines: [] }, /basket lines/],
    ['lines not a list', { lines: 'x' }, /basket lines/],
    ['null body', null, /basket lines/],
    ['a line without id', { lines: [{ amount: 1 }] }, /product id/],
    ['a fractional id', { lines: [{ id: 1.5, amount: 1 }] }, /product id/],
    ['a zero amount', { lines: [{ id: 1, amount: 0 }] }, /amount/],
    ['a fractional amount', { lines: [{ id: 1, amount: 1.5 }] }, /amount/],
    ['an amount given as text', { lines: [{ id: 1, amount: '1' }] }, /amount/],
    ['an unknown product', { lines: [{ id: 4242, amount: 1 }] }, /Product 4242 is not in the catalogue/],
  ])('refuses %s with 400 and a clear message', async (_, body, message) => {
    const response = await create(String(TOTAL), body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('gives the same intent for a retried request with the same Idempotency-Key', async () => {
    const key = { 'Idempotency-Key': 'checkout-5f0c7a1e9b2d4c3a' };
    const first = (await (await create(String(TOTAL), { lines: LINES }, key)).json()) as { clientSecret: string };
    const retry = (await (await create(String(TOTAL), { lines: LINES }, key)).json()) as { clientSecret: string };
    expect(retry.clientSecret).toBe(first.clientSecret);
    const other = (await (await create(String(TOTAL))).json()) as { clientSecret: string };
    expect(other.clientSecret).not.toBe(first.clientSecret);
  });

  it('refuses a short, guessable Idempotency-Key', async () => {
    const response = await create(String(TOTAL), { lines: LINES }, { 'Idempotency-Key': '1' });
    expect(response.status).toBe(400);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await create(String(TOTAL), { lines: LINES, padding: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
  });

  it('closes the connection after a 413, saying so, and the next request on a new one is served', async () => {
    const server = await listen(app.fetch);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const sent = request(
          `${server.baseUrl}/payment/create?total=${TOTAL}`,
          { method: 'POST', agent, headers: { 'Content-Type': 'application/json', ...ADA } },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve({ status: answer.statusCode!, connection: answer.headers.connection }));
          },
        );
        // the server may close while the rest of an oversized body is still being sent
        sent.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
        );
        sent.end(body);
      });
    try {
      expect(await send(JSON.stringify({ lines: LINES, padding: 'x'.repeat(70_000) }))).toEqual({
        status: 413,
        connection: 'close',
      });
      expect(await send(JSON.stringify({ lines: LINES }))).toEqual({ status: 200, connection: 'keep-alive' });
    } finally {
      agent.destroy();
      await server.close();
    }
  });

  it.each([
    ['a NUL character', '\\u0000'],
    ['a lone surrogate', '\\uD800'],
  ])('refuses %s anywhere in the body, before any store sees it', async (_, character) => {
    const body = `{"lines":[{"id":1,"amount":1}],"note${character}":"x"}`;
    const response = await create(String(84999), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: UNSTORABLE_TEXT });
  });

  it('refuses a shopper whose id holds a NUL character', async () => {
    const response = await create(String(TOTAL), { lines: LINES }, asShopper('ada\u0000'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: UNSTORABLE_TEXT });
  });

  it('creates an intent that GET /payment/intents/:id finds, unpaid, for the total', async () => {
    const { clientSecret } = (await (await create(String(TOTAL))).json()) as { clientSecret: string };
    const id = clientSecret.split('_secret_')[0]!;
    const response = await app.request(`/payment/intents/${id}`, { headers: ADA });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      paymentIntent: { id, amount: TOTAL, created: expect.any(Number), status: 'requires_payment' },
    });
  });

  it('answers 404 for an unknown or malformed intent id', async () => {
    expect((await app.request('/payment/intents/pi_unknown_123', { headers: ADA })).status).toBe(404);
    expect((await app.request('/payment/intents/%3Cscript%3E', { headers: ADA })).status).toBe(404);
  });

  it('answers payment routes to other sites only when ALLOWED_ORIGINS lists them', async () => {
    const preflight = { method: 'OPTIONS', headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' } };
    const closed = await app.request('/payment/create', preflight);
    expect(closed.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const open = createTestServerApp({ identify: namedShoppers, logger: silentLogger, allowedOrigins: ['https://shop.example'] });
    const allowed = await open.request('/payment/create', preflight);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toMatch(/Idempotency-Key/);
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
  });
});

describe('payment answers are never cached', () => {
  it('sends Cache-Control: no-store', async () => {
    const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger });
    const response = await app.request('/payment/intents/pi_unknown_1');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('POST /payment/create priced from another catalogue host (VITE_CATALOG_BASE_URL)', () => {
  const postTo = (shop: ReturnType<typeof createTestServerApp>, total: number, lines: { id: number; amount: number }[]) =>
    shop.request(`/payment/create?total=${total}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...ADA, 'Idempotency-Key': `key-${total}-${lines.length}-0123456789` },
      body: JSON.stringify({ lines }),
    });

  it("accepts the host's prices and refuses this server's own, which the shopper never saw", async () => {
    // a fakestore-style host where products 1 and 4 cost $10.00 and $2.50; any other id is unknown
    const listed = [
      { id: 1, title: 'Host product', price: 10 },
      { id: 4, title: 'Host product', price: 2.5 },
    ];
    const host = await listen((request) =>
      new URL(request.url).pathname === '/products' ? Response.json(listed) : new Response('', { status: 200 }),
    );
    try {
      const shop = createTestServerApp({ identify: namedShoppers, catalogBaseUrl: host.baseUrl, logger: silentLogger });
      expect((await postTo(shop, 1000 + 2 * 250, LINES)).status).toBe(200);
      // what this server's built-in catalog would charge: not what the pages showed
      const response = await postTo(shop, TOTAL, LINES);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: PRICES_CHANGED, code: 'prices_changed', prices: { 1: 10, 4: 2.5 } });
      const unknown = await postTo(shop, 1000, [{ id: 13, amount: 1 }]);
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({
        error: 'Product 13 is not in the catalogue. Please review your basket.',
        code: 'unknown_product',
      });
    } finally {
      await host.close();
    }
  });

  it('answers 502 and creates nothing when the catalogue host cannot be reached', async () => {
    const host = await listen(() => new Response('{}'));
    await host.close();
    const ledger = createSqlLedger(':memory:');
    const shop = createTestServerApp({ identify: namedShoppers, catalogBaseUrl: host.baseUrl, ledger, logger: silentLogger });
    const response = await postTo(shop, TOTAL, LINES);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/catalogue could not be reached/),
      code: 'catalogue_unavailable',
    });
    // no intent in the ledger: pruning every unpaid one counts none
    expect(await ledger.expiredUnpaid(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    ledger.close();
  });
});
