// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { DEFAULT_PAYMENT_ALLOWANCE } from '../config/config';
import { createSqlLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { createPaymentAllowance } from './allowance';

// A file of its own: 50,000 requests take tens of seconds, too long for each mutant of the
// mutation run (vitest.mutation.config.ts leaves this file out; the limits are tested beside).

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '06/40', cvc: '123', postcode: '10001' };
// product 9 costs $39.99
const BASKET = JSON.stringify({ lines: [{ id: 9, amount: 1 }] });

/** A request from a client at `address` (as the Node server reports the peer). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** A create from a client at `address`. */
function createFrom(app: ReturnType<typeof createTestServerApp>, address: string, shopper: Record<string, string>) {
  return app.request(
    '/payment/create?total=3999',
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...shopper }, body: BASKET },
    from(address),
  );
}

describe('a flood of payments', () => {
  it('leaves a paid intent with its shopper after 50,000 more creates', { timeout: 300_000 }, async () => {
    const ledger = createSqlLedger(':memory:');
    const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger, ledger });
    const headers = { 'Content-Type': 'application/json', ...asShopper('ada') };
    const { clientSecret } = (await (await createFrom(app, '203.0.113.1', asShopper('ada'))).json()) as { clientSecret: string };
    const id = clientSecret.split('_secret_')[0]!;
    const paid = await app.request('/payment/confirm', {
      method: 'POST',
      headers,
      body: JSON.stringify({ clientSecret, card: GOOD_CARD }),
    });
    expect(paid.status).toBe(200);

    const attacker = asShopper('mallory');
    for (let sent = 0; sent < 50_000; sent += 50) {
      const batch = Array.from({ length: 50 }, () => createFrom(app, '203.0.113.66', attacker));
      for (const response of await Promise.all(batch)) expect(response.status).toBe(200);
    }

    const lookup = await app.request(`/payment/intents/${id}`, { headers });
    expect(await lookup.json()).toMatchObject({ paymentIntent: { id, status: 'succeeded', amount: 3999 } });
    ledger.close();
  });

  it('leaves a shopper signed in at an address flooding without a session able to pay', async () => {
    const ledger = createSqlLedger(':memory:');
    const paymentAllowance = createPaymentAllowance({
      limit: DEFAULT_PAYMENT_ALLOWANCE,
      windowMs: 60_000,
      trustProxyHops: 0,
      logger: silentLogger,
    });
    const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger, ledger, paymentAllowance });
    // an office or a carrier's address, shared by a client with no session and a signed-in shopper
    const shared = '203.0.113.80';
    const statuses: Record<number, number> = {};
    for (let sent = 0; sent < 2_000; sent += 50) {
      const batch = Array.from({ length: 50 }, () => createFrom(app, shared, {}));
      for (const { status } of await Promise.all(batch)) statuses[status] = (statuses[status] ?? 0) + 1;
    }
    // the address's allowance spent: refused for want of a session, then for the flood
    expect(statuses).toEqual({ 401: DEFAULT_PAYMENT_ALLOWANCE, 429: 2_000 - DEFAULT_PAYMENT_ALLOWANCE });

    const created = await createFrom(app, shared, asShopper('ada'));
    expect(created.status).toBe(200);
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const paid = await app.request(
      '/payment/confirm',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...asShopper('ada') },
        body: JSON.stringify({ clientSecret, card: GOOD_CARD }),
      },
      from(shared),
    );
    expect(paid.status).toBe(200);
    ledger.close();
  });
});
