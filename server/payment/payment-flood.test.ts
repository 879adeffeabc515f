// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { createSqlLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { createPaymentAllowance } from './allowance';

// Floods sized to prove the rule, not the machine: a thousand creates, and an allowance set low
// with a few times as many requests. (vitest.mutation.config.ts leaves this file out; the limits
// are tested beside, in payment-limits.test.ts.)

/**
 * Creates by one shopper in the first flood: ten times the batch housekeeping works in (100). Every
 * intent made is checked, so any cap on what the ledger keeps below this shows.
 */
const FLOOD = 1_000;
/** Requests at once in the first flood. */
const AT_ONCE = 50;
/** The allowance in the second flood, and the requests sent at once there: a few times as many. */
const LIMIT = 5;
const SESSIONLESS_FLOOD = 4 * LIMIT;

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
  it('leaves a paid intent with its shopper, and every intent of the flood, after a flood of creates', async () => {
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
    const flooded: string[] = [];
    for (let sent = 0; sent < FLOOD; sent += AT_ONCE) {
      const batch = Array.from({ length: AT_ONCE }, () => createFrom(app, '203.0.113.66', attacker));
      for (const response of await Promise.all(batch)) {
        expect(response.status).toBe(200);
        flooded.push(((await response.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!);
      }
    }

    const lookup = await app.request(`/payment/intents/${id}`, { headers });
    expect(await lookup.json()).toMatchObject({ paymentIntent: { id, status: 'succeeded', amount: 3999 } });
    // nothing was pushed out to make room, nor answered with another's intent: each create kept its own
    expect(new Set(flooded).size).toBe(FLOOD);
    const unpaid = await ledger.expiredUnpaid(Number.MAX_SAFE_INTEGER, FLOOD + 1);
    expect(unpaid.map((payment) => payment.intentId).sort()).toEqual([...flooded].sort());
    ledger.close();
  });

  it('leaves a shopper signed in at an address flooding without a session able to pay', async () => {
    const ledger = createSqlLedger(':memory:');
    const paymentAllowance = createPaymentAllowance({
      limit: LIMIT,
      windowMs: 60_000,
      trustProxyHops: 0,
      logger: silentLogger,
    });
    const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger, ledger, paymentAllowance });
    // an office or a carrier's address, shared by a client with no session and a signed-in shopper
    const shared = '203.0.113.80';
    const statuses: Record<number, number> = {};
    const flood = Array.from({ length: SESSIONLESS_FLOOD }, () => createFrom(app, shared, {}));
    for (const { status } of await Promise.all(flood)) statuses[status] = (statuses[status] ?? 0) + 1;
    // the address's allowance spent: refused for want of a session, then for the flood
    expect(statuses).toEqual({ 401: LIMIT, 429: SESSIONLESS_FLOOD - LIMIT });

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
