import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../app';
import { createSqlLedger } from '../ledger/sql-ledger';
import { startRedis } from '../test-support/engines';
import { listen } from '../test-support/listen';
import { createMemoryLogger } from '../test-support/memory-logger';
import { asShopper } from '../test-support/shopper';
import { createPaymentAllowance, TOO_MANY } from './rate-limit';

// product 9 costs $39.99
const BASKET = JSON.stringify({ lines: [{ id: 9, amount: 1 }] });
const UNREACHABLE = /shared payment allowance \(Redis\) is unreachable/;
const REACHABLE_AGAIN = /shared payment allowance \(Redis\) is reachable again/;

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

/** Two instances of the server, each with its own allowance object, both counting in the one Redis. */
async function twoInstances(limit: number, trustProxyHops: number): Promise<Instance[]> {
  for (let i = 0; i < 2; i += 1) {
    const { logger, lines } = createMemoryLogger();
    const ledger = createSqlLedger(':memory:');
    const paymentAllowance = createPaymentAllowance({ limit, windowMs: 60_000, redisUrl: redis.url, trustProxyHops, logger });
    await paymentAllowance.ready;
    const server = await listen(createServerApp({ logger, ledger, paymentAllowance }).fetch);
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

/** POST /payment/create from this test (127.0.0.1); an answer that takes over 2 s fails the test. */
function create(instance: Instance, { shopper, forwardedFor }: { shopper: string; forwardedFor?: string }) {
  return fetch(`${instance.baseUrl}/payment/create?total=3999`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...asShopper(shopper),
      ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
    },
    body: BASKET,
    signal: AbortSignal.timeout(2_000),
  });
}

/** The statuses of requests sent one after the other, taking turns between the instances. */
async function statusesInTurn(pair: Instance[], requests: { shopper: string; forwardedFor?: string }[]) {
  const statuses = [];
  for (const [index, request] of requests.entries()) statuses.push((await create(pair[index % 2]!, request)).status);
  return statuses;
}

const shoppers = (count: number) => Array.from({ length: count }, (_, index) => ({ shopper: `shopper-${index}` }));

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 100 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(condition()).toBe(true);
}

describe('one payment allowance across instances, in Redis', () => {
  it('counts one client’s requests to both instances against one allowance', async () => {
    const pair = await twoInstances(6, 0);
    expect(await statusesInTurn(pair, shoppers(12))).toEqual([...Array(6).fill(200), ...Array(6).fill(429)]);
    const refused = await create(pair[0]!, { shopper: 'one-more' });
    expect(await refused.json()).toEqual({ error: TOO_MANY, code: 'rate_limited' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('RateLimit-Limit')).toBe('6');
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
  });

  it('gives each shopper behind a trusted proxy an allowance of their own', async () => {
    const pair = await twoInstances(2, 1);
    for (const client of ['198.51.100.1', '198.51.100.2', '2001:db8:1:2::7']) {
      const requests = shoppers(3).map(({ shopper }) => ({ shopper: `${client}-${shopper}`, forwardedFor: client }));
      expect(await statusesInTurn(pair, requests)).toEqual([200, 200, 429]);
    }
  });

  it('believes no X-Forwarded-For without a trusted proxy: a forged one buys nothing', async () => {
    const pair = await twoInstances(2, 0);
    const forged = shoppers(4).map(({ shopper }, index) => ({ shopper, forwardedFor: `198.51.100.${index + 1}` }));
    expect(await statusesInTurn(pair, forged)).toEqual([200, 200, 429, 429]);
  });

  it('limits a shopper who changes address, and an address that changes account', async () => {
    const pair = await twoInstances(3, 1);
    const wandering = [1, 2, 3, 4].map((host) => ({ shopper: 'ada', forwardedFor: `198.51.100.${host}` }));
    expect(await statusesInTurn(pair, wandering)).toEqual([200, 200, 200, 429]);
    const accounts = ['bob', 'cy', 'dee', 'eve'].map((shopper) => ({ shopper, forwardedFor: '198.51.100.50' }));
    expect(await statusesInTurn(pair, accounts)).toEqual([200, 200, 200, 429]);
  });
});

describe('with Redis unreachable', () => {
  afterEach(async () => {
    // the next suite's Redis is up, whatever happened here
    await redis.resume().catch(() => undefined);
  });

  it('goes on answering, each instance limiting alone, and shares the count again once Redis is back', async () => {
    const pair = await twoInstances(3, 0);
    const [first, second] = pair as [Instance, Instance];
    expect(await statusesInTurn(pair, shoppers(2))).toEqual([200, 200]);

    redis.pause();
    const started = Date.now();
    // each instance counts from nothing in its own memory
    expect(await statusesInTurn([first, first], shoppers(4))).toEqual([200, 200, 200, 429]);
    expect(await statusesInTurn([second, second], shoppers(4))).toEqual([200, 200, 200, 429]);
    const refused = await create(first, { shopper: 'one-more' });
    expect(await refused.json()).toEqual({ error: TOO_MANY, code: 'rate_limited' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // nine answers, none waiting for Redis
    expect(Date.now() - started).toBeLessThan(2_000);
    // said once per instance, not once per request or per reconnection attempt
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const instance of pair) expect(instance.lines.filter((line) => UNREACHABLE.test(line))).toHaveLength(1);

    await redis.resume();
    await until(() => pair.every((instance) => instance.lines.some((line) => REACHABLE_AGAIN.test(line))));
    expect(await statusesInTurn(pair, shoppers(6))).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
