// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { silentLogger } from '../log/log';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { MAX_LINES } from '../../api/payment';
import { createPaymentAllowance, TOO_MANY } from './allowance';

// product 9 costs $39.99
const BASKET = JSON.stringify({ lines: [{ id: 9, amount: 1 }] });

/** An app whose payment API allows `limit` requests a minute, counted in memory. */
const limitedTo = (limit: number, trustProxyHops = 0, instances = 1) =>
  createTestServerApp({
    identify: namedShoppers,
    logger: silentLogger,
    paymentAllowance: createPaymentAllowance({ limit, windowMs: 60_000, trustProxyHops, instances, logger: silentLogger }),
  });

/** A request from a client at `address` (as the Node server reports the peer). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function createFrom(app: ReturnType<typeof createTestServerApp>, address: string, shopper = asShopper('ada')) {
  return app.request(
    '/payment/create?total=3999',
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...shopper }, body: BASKET },
    from(address),
  );
}

describe('rate limit on the payment API (ADR-009)', () => {
  it('answers 429 with Retry-After past the allowance, for that client only', async () => {
    const app = limitedTo(5);
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await createFrom(app, '203.0.113.7')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await createFrom(app, '203.0.113.7');
    expect(await refused.json()).toEqual({
      error: 'Too many payment requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    // another client still pays
    expect((await createFrom(app, '198.51.100.4', asShopper('bob'))).status).toBe(200);
  });

  it('counts requests without credentials too: refusing them costs the server as well', async () => {
    const app = limitedTo(2);
    const anonymous = () => app.request('/payment/intents/pi_demo_x', {}, from('203.0.113.9'));
    expect([(await anonymous()).status, (await anonymous()).status, (await anonymous()).status]).toEqual([401, 401, 429]);
  });

  it('gives requests without a peer address one shared allowance', async () => {
    const app = limitedTo(2);
    const inProcess = () => app.request('/payment/intents/pi_demo_x');
    expect([(await inProcess()).status, (await inProcess()).status, (await inProcess()).status]).toEqual([401, 401, 429]);
  });

  it('lets the processor’s signed events through whatever the allowance', async () => {
    const app = limitedTo(1);
    await createFrom(app, '203.0.113.8');
    await createFrom(app, '203.0.113.8');
    // the embedded processor sends no events: the route answers 404, not 429
    const webhook = await app.request('/payment/webhook', { method: 'POST', body: '{}' }, from('203.0.113.8'));
    expect(webhook.status).toBe(404);
  });

  it('tells the client its allowance in RateLimit-* headers', async () => {
    const app = limitedTo(5);
    const response = await createFrom(app, '203.0.113.10');
    expect(response.status).toBe(200);
    expect(response.headers.get('RateLimit-Policy')).toBe('5;w=60');
    expect(response.headers.get('RateLimit-Limit')).toBe('5');
    expect(response.headers.get('RateLimit-Remaining')).toBe('4');
    expect(Number(response.headers.get('RateLimit-Reset'))).toBeGreaterThan(0);
    expect(Number(response.headers.get('RateLimit-Reset'))).toBeLessThanOrEqual(60);
  });

  it('limits a signed-in shopper across addresses: another address buys nothing', async () => {
    const app = limitedTo(3);
    const statuses = [];
    for (const address of ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14']) {
      statuses.push((await createFrom(app, address, asShopper('ada'))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await createFrom(app, '203.0.113.15', asShopper('ada'));
    expect(await refused.json()).toEqual({ error: TOO_MANY, code: 'rate_limited' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
    // those addresses are not spent: another shopper pays from one of them
    expect((await createFrom(app, '203.0.113.14', asShopper('bob'))).status).toBe(200);
  });

  it('counts signed-in shoppers apart from their address: a flood there without a session blocks none of them', async () => {
    const app = limitedTo(3);
    const anonymous = () => app.request('/payment/intents/pi_demo_x', {}, from('203.0.113.16'));
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await anonymous()).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    for (const uid of ['ada', 'bob']) expect((await createFrom(app, '203.0.113.16', asShopper(uid))).status).toBe(200);
  });

  it('tells in RateLimit-Remaining what is left to the shopper, or without a session to the address', async () => {
    const app = limitedTo(5);
    await createFrom(app, '203.0.113.17', asShopper('ada'));
    await createFrom(app, '203.0.113.18', asShopper('ada'));
    expect((await createFrom(app, '203.0.113.19', asShopper('ada'))).headers.get('RateLimit-Remaining')).toBe('2');
    // ada's requests cost her addresses nothing
    const anonymous = await app.request('/payment/intents/pi_demo_x', {}, from('203.0.113.17'));
    expect(anonymous.headers.get('RateLimit-Remaining')).toBe('4');
  });

  it('allows its share of the limit when told it is one of several instances counting alone', async () => {
    const app = limitedTo(7, 0, 3);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await createFrom(app, '203.0.113.20')).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await createFrom(app, '203.0.113.20')).headers.get('RateLimit-Limit')).toBe('2');
  });

  it('keys on the forwarded client behind a trusted proxy, and on the socket otherwise', async () => {
    const viaProxy = (app: ReturnType<typeof createTestServerApp>, client: string) =>
      app.request('/payment/intents/pi_demo_x', { headers: { 'X-Forwarded-For': client } }, from('10.0.0.2'));
    const trusting = limitedTo(1, 1);
    expect((await viaProxy(trusting, '198.51.100.1')).status).toBe(401);
    expect((await viaProxy(trusting, '198.51.100.2')).status).toBe(401);
    expect((await viaProxy(trusting, '198.51.100.1')).status).toBe(429);
    const untrusting = limitedTo(1, 0);
    expect((await viaProxy(untrusting, '198.51.100.1')).status).toBe(401);
    expect((await viaProxy(untrusting, '198.51.100.2')).status).toBe(429);
  });
});

describe('bounded baskets', () => {
  it(`refuses more than ${MAX_LINES} different products in one basket, before any lookup`, async () => {
    const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger });
    const lines = Array.from({ length: MAX_LINES + 1 }, (_, index) => ({ id: index + 1, amount: 1 }));
    const response = await app.request('/payment/create?total=100', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...asShopper('ada') },
      body: JSON.stringify({ lines }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `A basket can have at most ${MAX_LINES} different products.` });
  });
});

describe('idempotency keys belong to a shopper and a basket', () => {
  const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger });
  const post = (shopper: Record<string, string>, body: string, total: number) =>
    app.request(`/payment/create?total=${total}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'same-key-0123456789abcdef', ...shopper },
      body,
    });

  it('refuses the same key with another basket, even at the same total', async () => {
    expect((await post(asShopper('ada'), BASKET, 3999)).status).toBe(200);
    // product 9 twice or product 9 once more under another line: a different basket
    const other = await post(
      asShopper('ada'),
      JSON.stringify({
        lines: [
          { id: 9, amount: 1 },
          { id: 9, amount: 1 },
        ],
      }),
      7998,
    );
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      error: 'This payment was already started with a different basket.',
      code: 'idempotency_mismatch',
    });
  });

  it("never hands one shopper's payment to another who sends the same key", async () => {
    const ada = (await (await post(asShopper('ada-2'), BASKET, 3999)).json()) as { clientSecret: string };
    const bob = (await (await post(asShopper('bob-2'), BASKET, 3999)).json()) as { clientSecret: string };
    expect(bob.clientSecret).not.toBe(ada.clientSecret);
  });
});
