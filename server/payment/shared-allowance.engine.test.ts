import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { createSqlLedger } from '../ledger/sql-ledger';
import { startRedis } from '../../tools/local-shop/engines';
import { listen } from '../test-support/listen';
import { createMemoryLogger } from '../test-support/memory-logger';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { createPaymentAllowance, TOO_MANY } from './allowance';

// product 9 costs $39.99
const BASKET = JSON.stringify({ lines: [{ id: 9, amount: 1 }] });
const UNREACHABLE = /shared payment allowance \(Redis\) is unreachable/;
const REACHABLE_AGAIN = /shared payment allowance \(Redis\) is reachable again/;
/** the instances' pause after Redis failed (pauseMs below), and the breaker's failures before one */
const PAUSE_MS = 1_000;
const FAILURES_BEFORE_PAUSE = 3;
/** a request that asked a hung Redis waited at least this: its timeout (server/http/shared-counts.ts), less a timer's slack */
const REDIS_WAIT_MS = 290;

let redis: Awaited<ReturnType<typeof startRedis>>;
let admin: Redis;
beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url);
  // killed on purpose below: it reconnects in time for the next test
  admin.on('error', () => undefined);
});
afterAll(() => {
  admin?.disconnect();
  redis?.stop();
});
// each test starts with no counts
beforeEach(async () => {
  await admin.flushall();
});

interface Instance {
  baseUrl: string;
  lines: string[];
  close(): Promise<void>;
}
let instances: Instance[] = [];
afterEach(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  instances = [];
});

/**
 * Two instances of the server, each with its own allowance object, both counting in the one Redis
 * and told that they are two; Redis is tried again 1 s after it failed.
 */
async function twoInstances(limit: number, trustProxyHops: number): Promise<Instance[]> {
  for (let i = 0; i < 2; i += 1) {
    const { logger, lines } = createMemoryLogger();
    const ledger = createSqlLedger(':memory:');
    const paymentAllowance = createPaymentAllowance({
      limit,
      windowMs: 60_000,
      redisUrl: redis.url,
      instances: 2,
      trustProxyHops,
      logger,
      pauseMs: PAUSE_MS,
    });
    await paymentAllowance.ready;
    const server = await listen(createTestServerApp({ identify: namedShoppers, logger, ledger, paymentAllowance }).fetch);
    instances.push({
      baseUrl: server.baseUrl,
      lines,
      close: async () => {
        await server.close();
        await paymentAllowance.close();
        ledger.close();
      },
    });
  }
  return instances;
}

/**
 * POST /payment/create from this test (127.0.0.1), signed in as `shopper` or without a session (401
 * once past the allowance); an answer that takes over 2 s fails the test.
 */
function create(instance: Instance, { shopper, forwardedFor }: { shopper?: string; forwardedFor?: string }) {
  return fetch(`${instance.baseUrl}/payment/create?total=3999`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(shopper === undefined ? {} : asShopper(shopper)),
      ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
    },
    body: BASKET,
    signal: AbortSignal.timeout(2_000),
  });
}

/** The statuses of requests sent one after the other, taking turns between the instances. */
async function statusesInTurn(pair: Instance[], requests: { shopper?: string; forwardedFor?: string }[]) {
  const statuses = [];
  for (const [index, request] of requests.entries()) statuses.push((await create(pair[index % 2]!, request)).status);
  return statuses;
}

const shoppers = (count: number) => Array.from({ length: count }, (_, index) => ({ shopper: `shopper-${index}` }));
const times = <T>(count: number, request: T): T[] => Array<T>(count).fill(request);
const ada = { shopper: 'ada' };

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 100 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(condition()).toBe(true);
}

describe('one payment allowance across instances, in Redis', () => {
  it('counts one shopper’s requests to both instances against one allowance', async () => {
    const pair = await twoInstances(6, 0);
    expect(await statusesInTurn(pair, times(12, ada))).toEqual([...Array(6).fill(200), ...Array(6).fill(429)]);
    const refused = await create(pair[0]!, ada);
    expect(await refused.json()).toEqual({ error: TOO_MANY, code: 'rate_limited' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('RateLimit-Limit')).toBe('6');
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
  });

  it('gives each client without a session behind a trusted proxy an allowance of its own', async () => {
    const pair = await twoInstances(2, 1);
    for (const client of ['198.51.100.1', '198.51.100.2', '2001:db8:1:2::7']) {
      expect(await statusesInTurn(pair, times(3, { forwardedFor: client }))).toEqual([401, 401, 429]);
    }
  });

  it('believes no X-Forwarded-For without a trusted proxy: a forged one buys nothing', async () => {
    const pair = await twoInstances(2, 0);
    const forged = [1, 2, 3, 4].map((host) => ({ forwardedFor: `198.51.100.${host}` }));
    expect(await statusesInTurn(pair, forged)).toEqual([401, 401, 429, 429]);
  });

  it('limits a shopper who changes address, and lets shoppers pay from an address flooded without a session', async () => {
    const pair = await twoInstances(3, 1);
    const wandering = [1, 2, 3, 4].map((host) => ({ shopper: 'ada', forwardedFor: `198.51.100.${host}` }));
    expect(await statusesInTurn(pair, wandering)).toEqual([200, 200, 200, 429]);
    const flood = times(20, { forwardedFor: '198.51.100.50' });
    expect(await statusesInTurn(pair, flood)).toEqual([...Array(3).fill(401), ...Array(17).fill(429)]);
    const signedIn = ['bob', 'cy'].map((shopper) => ({ shopper, forwardedFor: '198.51.100.50' }));
    expect(await statusesInTurn(pair, signedIn)).toEqual([200, 200]);
  });
});

describe('one payment allowance across instances, in Redis, in one round trip', () => {
  it('counts each request, its shopper’s or its address’s, in one transaction', async () => {
    const pair = await twoInstances(100, 0);
    await admin.config('RESETSTAT');
    await statusesInTurn(pair, [...shoppers(5), ...times(5, {})]);
    const stats = await admin.info('commandstats');
    const calls = (command: string) => Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0);
    expect(calls('multi')).toBe(10);
    expect(calls('exec')).toBe(10);
    expect(calls('incr')).toBe(10);
    expect(await admin.keys('payment-allowance:*')).toHaveLength(6);
  });
});

describe('with Redis unreachable', () => {
  afterEach(async () => {
    // the next suite's Redis is up, whatever happened here
    redis.thaw();
    await redis.resume().catch(() => undefined);
  });

  it('goes on answering, each instance allowing its share, and shares the count again once Redis is back', async () => {
    const pair = await twoInstances(4, 0);
    expect(await statusesInTurn(pair, times(2, ada))).toEqual([200, 200]);

    redis.pause();
    const started = Date.now();
    // each instance allows its share (4 / 2), counting what it saw itself: no more than 4 in all
    expect(await statusesInTurn(pair, times(6, ada))).toEqual([200, 200, 429, 429, 429, 429]);
    const refused = await create(pair[0]!, ada);
    expect(await refused.json()).toEqual({ error: TOO_MANY, code: 'rate_limited' });
    expect(refused.headers.get('RateLimit-Limit')).toBe('2');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // seven answers, none waiting for Redis
    expect(Date.now() - started).toBeLessThan(2_000);
    // said once per instance, not once per request or per reconnection attempt
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const instance of pair) expect(instance.lines.filter((line) => UNREACHABLE.test(line))).toHaveLength(1);

    await redis.resume();
    await until(() => pair.every((instance) => instance.lines.some((line) => REACHABLE_AGAIN.test(line))));
    // Redis came back empty: the shared count starts again
    expect(await statusesInTurn(pair, times(6, ada))).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('leaves a hung Redis alone after a few timeouts, answering from its share, and uses it again once it answers', async () => {
    const pair = await twoInstances(1_000, 0);
    expect(await statusesInTurn(pair, shoppers(2))).toEqual([200, 200]);

    redis.freeze();
    const latencies: number[] = [];
    const started = performance.now();
    for (let request = 0; request < 40; request += 1) {
      const sent = performance.now();
      expect((await create(pair[request % 2]!, { shopper: `frozen-${request}` })).status).toBe(200);
      latencies.push(performance.now() - sent);
    }
    const pausesBegun = Math.ceil((performance.now() - started) / PAUSE_MS);
    // A request that asks the hung Redis waits its whole timeout: three in a row per instance, then
    // one per pause begun. The others do not ask it at all, however busy the machine: without the
    // breaker every request would wait, so the median would too and the slow ones would pass the bound.
    const waited = latencies.filter((latency) => latency >= REDIS_WAIT_MS).length;
    expect(waited).toBeLessThanOrEqual(pair.length * (FAILURES_BEFORE_PAUSE + pausesBegun));
    latencies.sort((a, b) => a - b);
    expect(latencies[latencies.length / 2]).toBeLessThan(REDIS_WAIT_MS);
    for (const instance of pair) expect(instance.lines.filter((line) => UNREACHABLE.test(line))).toHaveLength(1);

    redis.thaw();
    // after the pause, one request tries Redis again, and it answers
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS + 100));
    for (const instance of pair) expect((await create(instance, { shopper: 'thawed' })).status).toBe(200);
    for (const instance of pair) expect(instance.lines.filter((line) => REACHABLE_AGAIN.test(line))).toHaveLength(1);
  });
});
