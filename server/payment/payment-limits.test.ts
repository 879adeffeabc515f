// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { silentLogger } from '../log';
import { asShopper } from '../test-support/shopper';
import { MAX_LINES } from './payment-request';

// product 9 costs $39.99
const BASKET = JSON.stringify({ lines: [{ id: 9, amount: 1 }] });

/** A request from a client at `address` (as the Node server reports the peer). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function createFrom(app: ReturnType<typeof createApp>, address: string, shopper = asShopper('ada')) {
  return app.request(
    '/payment/create?total=3999',
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...shopper }, body: BASKET },
    from(address),
  );
}

describe('rate limit on the payment API (ADR-009)', () => {
  it('answers 429 with Retry-After past the allowance, for that client only', async () => {
    const app = createApp({ logger: silentLogger, rateLimit: { limit: 5, windowMs: 60_000 } });
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
    expect((await createFrom(app, '198.51.100.4')).status).toBe(200);
  });

  it('counts requests without credentials too: refusing them costs the server as well', async () => {
    const app = createApp({ logger: silentLogger, rateLimit: { limit: 2, windowMs: 60_000 } });
    const anonymous = () => app.request('/payment/intents/pi_demo_x', {}, from('203.0.113.9'));
    expect([(await anonymous()).status, (await anonymous()).status, (await anonymous()).status]).toEqual([401, 401, 429]);
  });

  it('gives requests without a peer address one shared allowance', async () => {
    const app = createApp({ logger: silentLogger, rateLimit: { limit: 2, windowMs: 60_000 } });
    const inProcess = () => app.request('/payment/intents/pi_demo_x');
    expect([(await inProcess()).status, (await inProcess()).status, (await inProcess()).status]).toEqual([401, 401, 429]);
  });

  it('lets the processor’s signed events through whatever the allowance', async () => {
    const app = createApp({ logger: silentLogger, rateLimit: { limit: 1, windowMs: 60_000 } });
    await createFrom(app, '203.0.113.8');
    await createFrom(app, '203.0.113.8');
    // the embedded processor sends no events: the route answers 404, not 429
    const webhook = await app.request('/payment/webhook', { method: 'POST', body: '{}' }, from('203.0.113.8'));
    expect(webhook.status).toBe(404);
  });
});

describe('bounded baskets', () => {
  it(`refuses more than ${MAX_LINES} different products in one basket, before any lookup`, async () => {
    const app = createApp({ logger: silentLogger });
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
  const app = createApp({ logger: silentLogger });
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
