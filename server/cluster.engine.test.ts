import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type LocalEngine } from '../tools/local-shop/engines';
import { checkOut, startServerProcess, type Checkout, type ServerProcess } from '../tools/local-shop/server-process';
import { signedUpShopper } from '../tools/local-shop/signed-up-shopper';

const SHOPPERS = 30;
const CHECKOUTS_EACH = 10;

// ADR-018: three instances on one PostgreSQL ledger and one Redis allowance, one of them killed
// with SIGKILL mid-way and started again, as a crash and a restart behind a load balancer.
describe('three instances on PostgreSQL and Redis', { timeout: 240_000 }, () => {
  let postgres: LocalEngine;
  let redis: LocalEngine;
  let env: Record<string, string>;
  const instances: ServerProcess[] = [];
  const outputs: string[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    // the shoppers all come from one address: the allowance is lifted (it has tests of its own)
    env = {
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

  it('charges every checkout once and writes one order of record for each, through a crash', async () => {
    let turn = 0;
    const nextInstance = () => instances[turn++ % instances.length]!.origin;
    let done = 0;
    const crashed = (async () => {
      while (done < 100) await new Promise((resolve) => setTimeout(resolve, 20));
      const victim = instances[1]!;
      await victim.kill();
      outputs.push(victim.output());
      instances[1] = await startServerProcess({ port: victim.port, env });
    })();

    const checkouts = (
      await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, shopper) => {
          const mine: Checkout[] = [];
          // signed up on one instance, paying through all three: the session is the store's
          const headers = await signedUpShopper(nextInstance(), `shopper-${shopper}`);
          for (let index = 0; index < CHECKOUTS_EACH; index += 1) {
            mine.push(await checkOut(nextInstance, headers, `cluster-checkout-${shopper}-${index}`));
            done += 1;
          }
          return mine;
        }),
      )
    ).flat();
    await crashed;
    outputs.push(...instances.map((instance) => instance.output()));

    // the crash came while shoppers paid: their requests to it were refused or cut, and sent again elsewhere
    expect(checkouts.reduce((sum, checkout) => sum + checkout.retries, 0)).toBeGreaterThan(0);
    // and every answer a shopper got was 200
    expect(checkouts.flatMap((checkout) => checkout.statuses).filter((status) => status !== 200)).toEqual([]);
    expect(checkouts.filter((checkout) => !checkout.paid)).toEqual([]);
    expect(new Set(checkouts.map((checkout) => checkout.intentId)).size).toBe(SHOPPERS * CHECKOUTS_EACH);

    const pgClient = new pg.Client(postgres.url);
    await pgClient.connect();
    const { rows } = await pgClient.query<{ intent_id: string; status: string }>('SELECT intent_id, status FROM payments');
    await pgClient.end();
    // one order of record per checkout, each paid, and none the shoppers did not ask for
    expect(rows).toHaveLength(SHOPPERS * CHECKOUTS_EACH);
    expect(rows.filter((row) => row.status !== 'succeeded')).toEqual([]);
    expect(new Set(rows.map((row) => row.intent_id))).toEqual(new Set(checkouts.map((checkout) => checkout.intentId)));
    // each intent moved to paid by one instance, once
    const succeeded = outputs.join('\n').match(/payment intent \S+ succeeded/g) ?? [];
    expect(succeeded.length).toBeLessThanOrEqual(SHOPPERS * CHECKOUTS_EACH);
    expect(new Set(succeeded).size).toBe(succeeded.length);
  });
});
