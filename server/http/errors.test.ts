// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { INTERNAL_ERROR, STORE_AWAY, STORE_AWAY_RETRY_S } from './errors';
import { StoreUnavailable } from '../store/store-unavailable';
import { createSqlLedger } from '../ledger/sql-ledger';
import type { PaymentProcessor } from '../payment/processor';
import { createMemoryLogger } from '../test-support/memory-logger';
import { asShopper, namedShoppers } from '../test-support/shopper';

const broken: PaymentProcessor = {
  createIntent: () => Promise.reject(new Error('connection to /var/secret/db refused')),
  retrieve: () => Promise.reject(new TypeError('cannot read properties of undefined')),
  refund: () => Promise.reject(new Error('unreachable')),
  // without checkTestCard: a processor that keeps intents itself, so every lookup asks it
};

describe('an unexpected failure', () => {
  it('answers 500 JSON with a generic message, no stack trace, and logs the details on the server', async () => {
    const log = createMemoryLogger();
    const app = createTestServerApp({ identify: namedShoppers, logger: log.logger, processor: broken });
    const response = await app.request('/payment/create?total=4550', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...asShopper('ada') },
      body: JSON.stringify({ lines: [{ id: 4, amount: 1 }] }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: INTERNAL_ERROR });
    expect(text).not.toMatch(/secret|\.ts|at /);
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src/);
    expect(log.all()).toContain('connection to /var/secret/db refused');
    expect(log.all()).toContain('POST /payment/create failed');
  });

  it('answers 500 the same way on a GET', async () => {
    const log = createMemoryLogger();
    const ledger = createSqlLedger(':memory:');
    await ledger.record({
      intentId: 'pi_demo_abc',
      clientSecret: 'pi_demo_abc_secret_x',
      shopper: { uid: 'ada', email: 'ada@example.com' },
      lines: [],
      amount: 100,
      status: 'requires_payment',
      created: 1_790_000_000,
      idempotencyKey: 'key-abc',
      basketDigest: 'digest',
    });
    const app = createTestServerApp({ identify: namedShoppers, logger: log.logger, processor: broken, ledger });
    const response = await app.request('/payment/intents/pi_demo_abc', { headers: asShopper('ada') });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: INTERNAL_ERROR });
  });
});

describe('an unknown route', () => {
  it('answers 404 JSON', async () => {
    const response = await createTestServerApp({ identify: namedShoppers, logger: createMemoryLogger().logger }).request(
      '/no/such/route',
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('a store that cannot be reached', () => {
  it('answers 503 with Retry-After and a clear message, logging nothing per request', async () => {
    const log = createMemoryLogger();
    const ledger = createSqlLedger(':memory:');
    const away = () => Promise.reject(new StoreUnavailable('PostgreSQL', new Error('Connection terminated unexpectedly')));
    const app = createTestServerApp({
      identify: namedShoppers,
      logger: log.logger,
      ledger: { ...ledger, byIdempotencyKey: away, byId: away, record: away },
    });
    const response = await app.request('/payment/create?total=4550', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...asShopper('ada') },
      body: JSON.stringify({ lines: [{ id: 4, amount: 1 }] }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe(String(STORE_AWAY_RETRY_S));
    expect(await response.json()).toEqual({ error: STORE_AWAY, code: 'store_unavailable' });
    // the request log's line alone: the store reports its outage itself, once
    expect(log.lines).toEqual([expect.stringMatching(/^--> POST \/payment\/create\?total=4550 \S*503/)]);
  });
});
