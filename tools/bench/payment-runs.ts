// Payment throughput as shoppers make it: create then confirm in the test-mode processor, on one
// instance with the SQL file, one on PostgreSQL, and three on PostgreSQL and Redis (ADR-018).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startPostgres, startRedis, type LocalEngine } from '../local-shop/engines';
import { BASKET, checkOut, startServerProcess, type Checkout, type ServerProcess } from '../local-shop/server-process';
import { signedUpShopper } from '../local-shop/signed-up-shopper';
import { createSqlStock } from '../../server/stock/sql-stock';
import { openPostgresStore, openSqlStore } from '../../server/store/open-store';
import { checkoutFigures, type CheckoutFigures, type CheckoutWindow } from './checkout-summary';

/** shoppers paying at once, each one checkout after another */
export const SHOPPERS = 20;
/** how long each setup is loaded */
export const SECONDS = 10;

export interface PaymentSetupResult extends CheckoutFigures {
  name: string;
  instances: number;
}

export interface PaymentResults {
  date: string;
  loadAverageAtStart: string;
  shoppers: number;
  seconds: number;
  setups: PaymentSetupResult[];
}

/**
 * The headers of SHOPPERS shoppers, made before a timed window (a sign-up hashes a password, which is
 * not what the window measures): accounts signed up on the instances in turn or, on a build without
 * accounts, shoppers named by the header that build takes them from.
 */
export function benchShoppers(origins: string[], accounts = true): Promise<Array<Record<string, string>>> {
  return Promise.all(
    Array.from({ length: SHOPPERS }, (_, index) => {
      const name = `bench-${index}-${randomUUID()}`;
      return accounts ? signedUpShopper(origins[index % origins.length]!, name) : claimedShopper(name);
    }),
  );
}

/** How a build without accounts (c02a3cc) knew the shopper: as the page claimed it, in this header. */
function claimedShopper(uid: string): Record<string, string> {
  const claim = Buffer.from(JSON.stringify({ uid, email: `${uid}@example.com` })).toString('base64url');
  return { Authorization: `Shopper ${claim}` };
}

/** Each of `shoppers` checking out one checkout after another for `seconds`, each request to the next instance in turn. */
export async function timedCheckouts(
  origins: string[],
  shoppers: Array<Record<string, string>>,
  seconds: number,
): Promise<CheckoutWindow> {
  let turn = 0;
  const next = () => origins[turn++ % origins.length]!;
  const checkouts: Checkout[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() < until) checkouts.push(await checkOut(next, shopper, `bench-${randomUUID()}`));
    }),
  );
  return { seconds: (performance.now() - started) / 1000, checkouts };
}

async function load(name: string, instances: ServerProcess[], seconds: number): Promise<PaymentSetupResult> {
  const origins = instances.map((instance) => instance.origin);
  const window = await timedCheckouts(origins, await benchShoppers(origins), seconds);
  return { name, instances: instances.length, ...checkoutFigures([window]) };
}

/** what the checkouts buy: counted in stock (plenty of it), or a product the shop does not count (ADR-039) */
type Stock = 'tracked' | 'untracked';
const BOUGHT = BASKET.lines[0]!.id;

/** Sets the bought product's stock on the store the instances use, as the merchant's command would. */
export async function setStock(place: { dataDir?: string; databaseUrl?: string }, stock: Stock) {
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

/**
 * `count` instances of the server in `root` (this checkout unless given), started by `command`
 * (`server/main.ts` through tsx unless given), the allowances lifted: the load comes from one
 * address on purpose.
 */
export async function withInstances<T>(
  count: number,
  env: Record<string, string>,
  work: (instances: ServerProcess[]) => Promise<T>,
  root?: string,
  command?: string[],
) {
  const instances: ServerProcess[] = [];
  try {
    for (let index = 0; index < count; index += 1)
      instances.push(
        await startServerProcess({ root, command, env: { PAYMENT_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000', ...env } }),
      );
    return await work(instances);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

export async function measurePayments(
  progress: (message: string) => void,
  loadAverageAtStart: string,
  seconds = SECONDS,
): Promise<PaymentResults> {
  const setups: PaymentSetupResult[] = [];
  const report = (result: PaymentSetupResult) => {
    setups.push(result);
    progress(
      `  ${result.name}: ${result.checkoutsPerSecond} checkouts/s, p99 ${result.requestP99Ms} ms, failures ${result.failures}`,
    );
  };
  // the built shop is not needed: the API alone answers
  const api = { STATIC_DIR: 'no-built-shop' };

  progress(`payments: ${SHOPPERS} shoppers paying for ${seconds} s per setup`);
  for (const stock of ['untracked', 'tracked'] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-payments-'));
    try {
      report(
        await withInstances(1, { ...api, DATA_DIR: dataDir }, async (instances) => {
          await setStock({ dataDir }, stock);
          return load(`1 instance, SQL file, stock ${stock}`, instances, seconds);
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
          return load(`1 instance, PostgreSQL, stock ${stock}`, instances, seconds);
        }),
      );
    }
    engines.push(await startRedis());
    const shared = { ...api, DATABASE_URL: databaseUrl, REDIS_URL: engines[1]!.url };
    for (const stock of ['untracked', 'tracked'] as const) {
      report(
        await withInstances(3, shared, async (instances) => {
          await setStock({ databaseUrl }, stock);
          return load(`3 instances, PostgreSQL and Redis, stock ${stock}`, instances, seconds);
        }),
      );
    }
  } finally {
    for (const engine of engines) engine.stop();
  }
  return { date: new Date().toISOString(), loadAverageAtStart, shoppers: SHOPPERS, seconds, setups };
}
