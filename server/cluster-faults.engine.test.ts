import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_AWAY } from './http/errors';
import { startPostgres, startRedis, type LocalPostgres, type LocalRedis } from '../tools/local-shop/engines';
import { checkOut, startServerProcess, type ServerProcess } from '../tools/local-shop/server-process';
import { signedUpShopper } from '../tools/local-shop/signed-up-shopper';

// ADR-028: three instances on one PostgreSQL and one Redis, their database taken away under them.
// product 1 costs $849.99, product 9 $39.99
const TOTE = { total: 84_999, lines: [{ id: 1, amount: 1 }] };
const LAMP = { total: 3_999, lines: [{ id: 9, amount: 1 }] };

function create(origin: string, shopper: Record<string, string>, key: string, basket: { total: number; lines: unknown[] }) {
  return fetch(`${origin}/payment/create?total=${basket.total}`, {
    method: 'POST',
    // sent from the page of the instance reached, as behind a load balancer that keeps the Host
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...shopper, Origin: origin },
    body: JSON.stringify({ lines: basket.lines }),
  });
}

async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('three instances whose databases fail under them', { timeout: 120_000 }, () => {
  let postgres: LocalPostgres;
  let redis: LocalRedis;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      STATIC_DIR: 'no-built-shop',
      PAYMENT_RATE_LIMIT: '1000000',
      AUTH_RATE_LIMIT: '1000000',
    };
    instances.push(...(await Promise.all([1, 2, 3].map(() => startServerProcess({ env })))));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    redis?.stop();
    postgres?.stop();
  });

  it('lives through PostgreSQL stopping while payments wait inside their transactions, and recovers by itself', async () => {
    // the payments table held by another session: creates wait inside their transaction for it
    const holder = new pg.Client(postgres.url);
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE payments IN EXCLUSIVE MODE');
    const waiting = await Promise.all(
      instances.flatMap((instance, index) =>
        [0, 1, 2, 3].map(async (n) => ({
          origin: instance.origin,
          shopper: await signedUpShopper(instance.origin, `waiting-${index}-${n}`),
          key: `waiting-key-${index}-${n}-0123456789`,
        })),
      ),
    );
    const during = await signedUpShopper(instances[0]!.origin, 'during');
    const answers = waiting.map(({ origin, shopper, key }) => create(origin, shopper, key, LAMP));
    // read from another session: inside its transaction, the holder sees the activity of its start
    const watcher = new pg.Client(postgres.url);
    watcher.on('error', () => undefined);
    await watcher.connect();
    await until('every create waits for the lock', async () => {
      const { rows } = await watcher.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ~* 'insert into "?payments"?\\s'`,
      );
      return Number(rows[0]!.count) === waiting.length;
    });

    postgres.pause();
    // each waiting create is answered honestly, to be sent again
    for (const response of await Promise.all(answers)) {
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ error: STORE_AWAY, code: 'store_unavailable' });
    }
    for (const instance of instances) {
      expect(instance.alive()).toBe(true);
      expect((await fetch(`${instance.origin}/healthz`)).status).toBe(200);
      expect((await fetch(`${instance.origin}/readyz`)).status).toBe(503);
      expect((await create(instance.origin, during, 'during-the-outage-0123456789', LAMP)).status).toBe(503);
    }

    postgres.resume();
    const back = Date.now();
    for (const instance of instances) {
      await until('ready again', async () => (await fetch(`${instance.origin}/readyz`)).status === 200);
    }
    expect(Date.now() - back).toBeLessThan(10_000);
    // the shoppers' retries, same keys, are served; a new checkout on each instance is paid
    for (const { origin, shopper, key } of waiting) expect((await create(origin, shopper, key, LAMP)).status).toBe(200);
    for (const instance of instances) {
      expect(
        (
          await checkOut(
            () => instance.origin,
            await signedUpShopper(instance.origin, `after-${instance.port}`),
            `after-outage-${instance.port}-0123456789`,
          )
        ).paid,
      ).toBe(true);
      expect(instance.alive()).toBe(true);
      const output = instance.output();
      expect(output).not.toMatch(/Unhandled|ECONNRESET.*\n.*at /);
      expect(output.match(/PostgreSQL is unreachable/g)).toHaveLength(1);
      expect(output).toMatch(/PostgreSQL is reachable again/);
    }
  });

  it('never answers one Idempotency-Key sent at once with two baskets with the other basket’s payment', async () => {
    const key = 'raced-key-two-baskets-0123456789';
    const racer = await signedUpShopper(instances[0]!.origin, 'racer');
    const sent = Array.from({ length: 20 }, (_, index) => ({
      instance: instances[index % instances.length]!,
      basket: index % 2 === 0 ? TOTE : LAMP,
    }));
    const answers = await Promise.all(
      sent.map(async ({ instance, basket }) => {
        const response = await create(instance.origin, racer, key, basket);
        return { basket, status: response.status, body: (await response.json()) as { clientSecret?: string; error?: string } };
      }),
    );
    const served = answers.filter((answer) => answer.status === 200);
    expect(served.length).toBeGreaterThan(0);
    // the one payment filed under the key, for one basket: every 200 is that one, for that basket
    expect(new Set(served.map((answer) => answer.body.clientSecret)).size).toBe(1);
    const intentId = served[0]!.body.clientSecret!.split('_secret_')[0]!;
    const filed = await fetch(`${instances[0]!.origin}/payment/intents/${intentId}`, { headers: racer });
    const { paymentIntent } = (await filed.json()) as { paymentIntent: { amount: number } };
    for (const answer of served) expect(answer.basket.total).toBe(paymentIntent.amount);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.basket.total).not.toBe(paymentIntent.amount);
      expect(answer).toMatchObject({ status: 409, body: { error: 'This payment was already started with a different basket.' } });
    }
  });
});
