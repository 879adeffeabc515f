// Payment throughput as shoppers make it: create then confirm in the test-mode processor, on one
// instance with the SQL file, one on PostgreSQL, and three on PostgreSQL and Redis (ADR-018).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startPostgres, startRedis, type LocalEngine } from '../../server/test-support/engines';
import {
  BASKET,
  checkOut,
  startServerProcess,
  type Checkout,
  type ServerProcess,
} from '../../server/test-support/server-process';
import { signedUpShopper } from '../../server/test-support/shopper';
import { createSqlStock } from '../../server/stock/sql-stock';
import { openPostgresStore, openSqlStore } from '../../server/store/open-store';
import { median, percentile } from './stats';

/** shoppers paying at once, each one checkout after another */
const SHOPPERS = 20;
const SECONDS = 10;

export interface PaymentSetupResult {
  name: string;
  instances: number;
  checkouts: number;
  checkoutsPerSecond: number;
  requestP50Ms: number;
  requestP99Ms: number;
  /** answers other than 200, and requests that found no server */
  failures: number;
}

export interface PaymentResults {
  date: string;
  loadAverageAtStart: string;
  shoppers: number;
  seconds: number;
  setups: PaymentSetupResult[];
}

async function load(name: string, instances: ServerProcess[]): Promise<PaymentSetupResult> {
  let turn = 0;
  const next = () => instances[turn++ % instances.length]!.origin;
  const checkouts: Checkout[] = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, shopper) => {
      const headers = await signedUpShopper(next(), `bench-${shopper}-${randomUUID()}`);
      while (performance.now() < until) {
        checkouts.push(await checkOut(next, headers, `bench-${randomUUID()}`));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const latencies = checkouts.flatMap((checkout) => checkout.latenciesMs);
  return {
    name,
    instances: instances.length,
    checkouts: checkouts.length,
    checkoutsPerSecond: Math.round(checkouts.length / seconds),
    requestP50Ms: Math.round(median(latencies) * 10) / 10,
    requestP99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    failures: checkouts.reduce((sum, checkout) => sum + checkout.retries + checkout.statuses.filter((s) => s !== 200).length, 0),
  };
}

/** what the checkouts buy: counted in stock (plenty of it), or a product the shop does not count (ADR-039) */
type Stock = 'tracked' | 'untracked';
const BOUGHT = BASKET.lines[0]!.id;

/** Sets the bought product's stock on the store the instances use, as the merchant's command would. */
async function setStock(place: { dataDir?: string; databaseUrl?: string }, stock: Stock) {
  const store = place.databaseUrl ? openPostgresStore(place.databaseUrl) : openSqlStore(place.dataDir!);
  try {
    await store.ready;
    // the instances stocked the built-in catalog at start: plenty for the run, or no row at all
    if (stock === 'tracked') await createSqlStock(store).set(BOUGHT, 1_000_000);
    else await store.kysely.deleteFrom('stock').where('product_id', '=', BOUGHT).execute();
  } finally {
    await store.close();
  }
}

async function withInstances<T>(count: number, env: Record<string, string>, work: (instances: ServerProcess[]) => Promise<T>) {
  const instances: ServerProcess[] = [];
  try {
    for (let index = 0; index < count; index += 1)
      instances.push(await startServerProcess({ env: { PAYMENT_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000', ...env } }));
    return await work(instances);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

export async function measurePayments(progress: (message: string) => void, loadAverageAtStart: string): Promise<PaymentResults> {
  const setups: PaymentSetupResult[] = [];
  const report = (result: PaymentSetupResult) => {
    setups.push(result);
    progress(
      `  ${result.name}: ${result.checkoutsPerSecond} checkouts/s, p99 ${result.requestP99Ms} ms, failures ${result.failures}`,
    );
  };
  // the built shop is not needed: the API alone answers
  const api = { STATIC_DIR: 'no-built-shop' };

  progress(`payments: ${SHOPPERS} shoppers paying for ${SECONDS} s per setup`);
  for (const stock of ['untracked', 'tracked'] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-payments-'));
    try {
      report(
        await withInstances(1, { ...api, DATA_DIR: dataDir }, async (instances) => {
          await setStock({ dataDir }, stock);
          return load(`1 instance, SQL file, stock ${stock}`, instances);
        }),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const engines: LocalEngine[] = [];
  try {
    engines.push(await startPostgres());
    const databaseUrl = engines[0]!.url;
    for (const stock of ['untracked', 'tracked'] as const) {
      report(
        await withInstances(1, { ...api, DATABASE_URL: databaseUrl }, async (instances) => {
          await setStock({ databaseUrl }, stock);
          return load(`1 instance, PostgreSQL, stock ${stock}`, instances);
        }),
      );
    }
    engines.push(await startRedis());
    const shared = { ...api, DATABASE_URL: databaseUrl, REDIS_URL: engines[1]!.url };
    for (const stock of ['untracked', 'tracked'] as const) {
      report(
        await withInstances(3, shared, async (instances) => {
          await setStock({ databaseUrl }, stock);
          return load(`3 instances, PostgreSQL and Redis, stock ${stock}`, instances);
        }),
      );
    }
  } finally {
    for (const engine of engines) engine.stop();
  }
  return { date: new Date().toISOString(), loadAverageAtStart, shoppers: SHOPPERS, seconds: SECONDS, setups };
}
