// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestServerApp } from '../test-support/test-server-app';
import { createSqlLedger, type SqlLedger } from '../ledger/sql-ledger';
import { createMemoryLogger } from '../test-support/memory-logger';
import { asShopper, namedShoppers } from '../test-support/shopper';

// a fixed clock: cards expiring 06/30 are valid, 12/25 is in the past
const NOW = new Date('2026-11-22T10:00:00Z');
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '06/30', cvc: '123', postcode: '10001' };

let log: ReturnType<typeof createMemoryLogger>;
let dataDir: string;
let ledger: SqlLedger;
let app: ReturnType<typeof createTestServerApp>;
const ADA = asShopper('ada');
/** what the ledger says Ada was charged */
const paidIntents = async () => (await ledger.paidBy('ada')).map(({ intentId, amount }) => ({ intentId, amount }));

beforeEach(() => {
  log = createMemoryLogger();
  dataDir = mkdtempSync(join(tmpdir(), 'shop-ledger-'));
  ledger = createSqlLedger(dataDir);
  app = createTestServerApp({ identify: namedShoppers, logger: log.logger, ledger, now: () => NOW });
});
afterEach(() => ledger.close());

async function newClientSecret(): Promise<string> {
  const response = await app.request('/payment/create?total=4550', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...ADA },
    body: JSON.stringify({ lines: [{ id: 4, amount: 1 }] }),
  });
  return ((await response.json()) as { clientSecret: string }).clientSecret;
}

async function confirm(clientSecret: string, card: Partial<typeof GOOD_CARD> = {}, shopper = ADA) {
  const response = await app.request('/payment/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...shopper },
    body: JSON.stringify({ clientSecret, card: { ...GOOD_CARD, ...card } }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /payment/confirm with test cards', () => {
  it('pays with 4242 4242 4242 4242 and answers the succeeded intent', async () => {
    const clientSecret = await newClientSecret();
    const { status, body } = await confirm(clientSecret);
    expect(status).toBe(200);
    expect(body).toEqual({
      paymentIntent: {
        id: clientSecret.split('_secret_')[0],
        amount: 4550,
        created: Math.floor(NOW.getTime() / 1000),
        status: 'succeeded',
      },
    });
    const lookup = await app.request(`/payment/intents/${clientSecret.split('_secret_')[0]}`, { headers: ADA });
    expect(((await lookup.json()) as { paymentIntent: { status: string } }).paymentIntent.status).toBe('succeeded');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
    [
      '5555 5555 5555 4444',
      'This card number is not accepted in test mode. Use a test card such as 4242 4242 4242 4242.',
      'card_not_accepted',
    ],
  ])('refuses %s with 402', async (number, error, code) => {
    const clientSecret = await newClientSecret();
    expect(await confirm(clientSecret, { number })).toEqual({ status: 402, body: { error, code } });
    expect(await paidIntents()).toHaveLength(0);
  });

  it('lets the shopper pay with a good card after a decline', async () => {
    const clientSecret = await newClientSecret();
    await confirm(clientSecret, { number: '4000000000000002' });
    expect((await confirm(clientSecret)).status).toBe(200);
    expect(await paidIntents()).toHaveLength(1);
  });

  it.each([
    [{ number: '' }, 'Your card number is incomplete.'],
    [{ number: '4242 4242' }, 'Your card number is incomplete.'],
    [{ number: '4242-abcd-4242-4242' }, 'Your card number is invalid.'],
    [{ expiry: '' }, "Your card's expiration date is incomplete."],
    [{ expiry: '13/30' }, "Your card's expiration date is invalid."],
    [{ expiry: '1230' }, "Your card's expiration date is invalid."],
    [{ expiry: '10/26' }, "Your card's expiration date is in the past."],
    [{ expiry: '12/25' }, "Your card's expiration date is in the past."],
    [{ cvc: '' }, "Your card's security code is incomplete."],
    [{ cvc: '12' }, "Your card's security code is invalid."],
    [{ cvc: '12345' }, "Your card's security code is invalid."],
    [{ cvc: 'abc' }, "Your card's security code is invalid."],
    [{ postcode: '' }, 'Your postal code is incomplete.'],
    [{ postcode: '<script>' }, 'Your postal code is invalid.'],
  ])('refuses %j with 400: %s', async (card, error) => {
    const clientSecret = await newClientSecret();
    const { status, body } = await confirm(clientSecret, card);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
    expect(body.code).toEqual(expect.any(String));
  });

  it('accepts a card expiring this month, and a 4-digit security code', async () => {
    expect((await confirm(await newClientSecret(), { expiry: '11/26', cvc: '1234' })).status).toBe(200);
  });

  it('refuses an unknown or forged client secret with 404', async () => {
    const clientSecret = await newClientSecret();
    const forged = `${clientSecret.split('_secret_')[0]}_secret_000000000000000000000000`;
    expect((await confirm(forged)).status).toBe(404);
    expect((await confirm('pi_demo_nothing_secret_x')).status).toBe(404);
    expect(await paidIntents()).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{"clientSecret":'],
    ['no card', JSON.stringify({ clientSecret: 'pi_x_secret_y' })],
    [
      'a card field that is not text',
      JSON.stringify({ clientSecret: 'pi_x_secret_y', card: { ...GOOD_CARD, number: 4242424242424242 } }),
    ],
  ])('refuses a body with %s with 400', async (_, body) => {
    const response = await app.request('/payment/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...ADA },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('charges once when the same payment is confirmed twice', async () => {
    const clientSecret = await newClientSecret();
    const first = await confirm(clientSecret);
    const second = await confirm(clientSecret);
    expect(second).toEqual(first);
    expect(await paidIntents()).toEqual([{ intentId: clientSecret.split('_secret_')[0], amount: 4550 }]);
  });

  it('never keeps or logs the card number, whatever the outcome', async () => {
    let clientSecretPrefix = '';
    for (const number of ['4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 9995', '6011 0009 9013 9424']) {
      const clientSecret = await newClientSecret();
      clientSecretPrefix = clientSecret.split('_secret_')[0]!;
      await confirm(clientSecret, { number });
    }
    // everything the ledger wrote to disk (database and journal), and the log
    const files = readdirSync(dataDir).map((name) => readFileSync(join(dataDir, name)).toString('latin1'));
    const kept = files.join('') + log.all();
    expect(files.join('')).toContain(clientSecretPrefix);
    expect(log.lines.length).toBeGreaterThan(0);
    for (const digits of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000000000000002',
      '4000000000009995',
      '6011000990139424',
    ]) {
      expect(kept).not.toContain(digits);
    }
  });
});

describe('a payment belongs to the shopper who started it', () => {
  it("neither shows nor takes another shopper's payment", async () => {
    const clientSecret = await newClientSecret();
    const id = clientSecret.split('_secret_')[0]!;
    const bob = asShopper('bob');
    expect(await confirm(clientSecret, {}, bob)).toEqual({
      status: 404,
      body: { error: 'No such payment. Please start checkout again.', code: 'resource_missing' },
    });
    expect((await app.request(`/payment/intents/${id}`, { headers: bob })).status).toBe(404);
    expect(await paidIntents()).toEqual([]);
    expect((await confirm(clientSecret)).status).toBe(200);
  });

  it('asks for a signed-in shopper on every payment route', async () => {
    const clientSecret = await newClientSecret();
    const anonymous = await app.request('/payment/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientSecret, card: GOOD_CARD }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please sign in to complete your purchase', code: 'unauthenticated' });
    expect((await app.request(`/payment/intents/${clientSecret.split('_secret_')[0]}`)).status).toBe(401);
  });
});

describe('the ledger survives the server', () => {
  it('finds a payment paid before a restart, paid, and does not charge it again', async () => {
    const clientSecret = await newClientSecret();
    const id = clientSecret.split('_secret_')[0]!;
    expect((await confirm(clientSecret)).status).toBe(200);
    ledger.close();
    // a new process on the same data folder
    ledger = createSqlLedger(dataDir);
    app = createTestServerApp({ identify: namedShoppers, logger: log.logger, ledger, now: () => NOW });
    const lookup = await app.request(`/payment/intents/${id}`, { headers: ADA });
    expect(await lookup.json()).toEqual({
      paymentIntent: { id, amount: 4550, created: Math.floor(NOW.getTime() / 1000), status: 'succeeded' },
    });
    expect((await confirm(clientSecret)).status).toBe(200);
    expect(await paidIntents()).toEqual([{ intentId: id, amount: 4550 }]);
  });

  it('records who bought what: the shopper, each line with its title and unit price, and the times', async () => {
    const clientSecret = await newClientSecret();
    await confirm(clientSecret);
    const [payment] = await ledger.paidBy('ada');
    expect(payment).toMatchObject({
      shopper: { uid: 'ada', email: 'ada@example.com' },
      amount: 4550,
      status: 'succeeded',
      created: Math.floor(NOW.getTime() / 1000),
      updated: Math.floor(NOW.getTime() / 1000),
      lines: [{ product: { id: 4, title: expect.any(String), price: 45.5 }, unitPriceCents: 4550, amount: 1 }],
    });
  });

  it('refuses to take a card for an unpaid intent older than a day', async () => {
    const clientSecret = await newClientSecret();
    const nextDay = new Date(NOW.getTime() + 24 * 60 * 60 * 1000 + 1000);
    const later = createTestServerApp({ identify: namedShoppers, logger: log.logger, ledger, now: () => nextDay });
    const response = await later.request('/payment/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...ADA },
      body: JSON.stringify({ clientSecret, card: GOOD_CARD }),
    });
    expect(response.status).toBe(404);
    expect(await paidIntents()).toEqual([]);
  });
});
