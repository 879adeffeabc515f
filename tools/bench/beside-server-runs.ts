// The server beside an earlier build (--beside-commit): payments on the three setups with the two
// builds taking turns, then each build's production install and start-up
// (docs/bench-notes/payments-method.md, install-method.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, startRedis, type LocalPostgres, type LocalRedis } from '../local-shop/engines';
import type { BenchBuild, StorePlace } from './bench-builds';
import { checkoutsPerSecond, roundsFigures, type CheckoutWindow, type RoundsFigures } from './checkout-summary';
import { measureStartUps, productionInstallMB, type StartUps } from './install-runs';
import { loadAverages } from './load-average';
import { benchShoppers, SECONDS, SHOPPERS, timedCheckouts, withInstances } from './payment-runs';

/** rounds of each setup; in each, the earlier build's window, then this build's */
const ROUNDS = 3;

const SETUPS = [
  { name: '1 instance, SQL file', instances: 1, postgres: false, redis: false },
  { name: '1 instance, PostgreSQL', instances: 1, postgres: true, redis: false },
  { name: '3 instances, PostgreSQL and Redis', instances: 3, postgres: true, redis: true },
];
type Setup = (typeof SETUPS)[number];

export interface BesidePaymentSetup {
  name: string;
  instances: number;
  now: RoundsFigures;
  before: RoundsFigures;
}

/** A figure of this build's and the earlier one's. */
export interface Pair<T> {
  now: T;
  before: T;
}

export interface BesideServerResults {
  date: string;
  /** the earlier build's commit */
  before: string;
  /** whether the earlier build has accounts; without them, its shoppers are named by a header */
  beforeAccounts: boolean;
  loadAverageAtStart: string;
  loadAverageAtEnd: string;
  shoppers: number;
  rounds: number;
  /** each build's window in each round */
  seconds: number;
  payments: BesidePaymentSetup[];
  /** the production install's node_modules */
  installMB: Pair<number>;
  startUp: Pair<StartUps>;
}

/** PostgreSQL and Redis, each started when a setup first needs it, stopped together. */
function localEngines() {
  let postgres: Promise<LocalPostgres> | undefined;
  let redis: Promise<LocalRedis> | undefined;
  return {
    postgres: () => (postgres ??= startPostgres()),
    redis: () => (redis ??= startRedis()),
    stop: async () => {
      for (const engine of await Promise.allSettled([postgres, redis])) if (engine.status === 'fulfilled') engine.value?.stop();
    },
  };
}

/** A store of the build's own for one setup (a fresh DATA_DIR, or a database of its own on the one PostgreSQL), and the instances' environment. */
async function ownStore(
  setup: Setup,
  redisDatabase: number,
  engines: ReturnType<typeof localEngines>,
): Promise<{ place: StorePlace; env: Record<string, string>; remove: () => void }> {
  // the API alone answers: no built shop
  const api = { STATIC_DIR: 'no-built-shop' };
  if (!setup.postgres) {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-beside-'));
    return {
      place: { dataDir },
      env: { ...api, DATA_DIR: dataDir },
      remove: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const databaseUrl = await (await engines.postgres()).newDatabase();
  // each build's allowance in a Redis database of its own
  const redis: Record<string, string> = setup.redis ? { REDIS_URL: `${(await engines.redis()).url}/${redisDatabase}` } : {};
  return { place: { databaseUrl }, env: { ...api, DATABASE_URL: databaseUrl, ...redis }, remove: () => undefined };
}

/** One build's instances in a setup, the shoppers who pay there, and the windows they paid in. */
interface Side {
  build: BenchBuild;
  origins: string[];
  shoppers: Array<Record<string, string>>;
  rounds: CheckoutWindow[];
}

/** The build's instances on a store of its own, stocked, with shoppers made; `work` runs while they are up. */
async function withSide<T>(
  setup: Setup,
  build: BenchBuild,
  { engines, redisDatabase }: { engines: ReturnType<typeof localEngines>; redisDatabase: number },
  work: (side: Side) => Promise<T>,
): Promise<T> {
  const store = await ownStore(setup, redisDatabase, engines);
  try {
    return await withInstances(
      setup.instances,
      store.env,
      async (instances) => {
        await build.stockPlenty(store.place);
        const origins = instances.map((instance) => instance.origin);
        const shoppers = await benchShoppers(origins, (await build.traits()).accounts);
        return work({ build, origins, shoppers, rounds: [] });
      },
      build.root,
      build.serverCommand,
    );
  } finally {
    store.remove();
  }
}

/** Both builds up on the setup, then ROUNDS rounds of a window each, the earlier build first. */
async function paymentsBeside(
  setup: Setup,
  builds: { before: BenchBuild; now: BenchBuild },
  engines: ReturnType<typeof localEngines>,
  seconds: number,
  progress: (message: string) => void,
): Promise<BesidePaymentSetup> {
  return withSide(setup, builds.before, { engines, redisDatabase: 1 }, (before) =>
    withSide(setup, builds.now, { engines, redisDatabase: 2 }, async (now) => {
      for (let round = 1; round <= ROUNDS; round += 1)
        for (const side of [before, now]) {
          const window = await timedCheckouts(side.origins, side.shoppers, seconds);
          side.rounds.push(window);
          progress(`  ${setup.name}, round ${round}, ${side.build.label}: ${checkoutsPerSecond(window)} checkouts/s`);
        }
      return {
        name: setup.name,
        instances: setup.instances,
        before: roundsFigures(before.rounds),
        now: roundsFigures(now.rounds),
      };
    }),
  );
}

export async function measureServerBeside(
  now: BenchBuild,
  before: BenchBuild,
  progress: (message: string) => void,
  seconds = SECONDS,
): Promise<BesideServerResults> {
  const date = new Date().toISOString();
  const loadAverageAtStart = loadAverages();
  const { accounts } = await before.traits();
  progress(
    `beside-server: ${now.label} beside ${before.label}${accounts ? '' : ' (no accounts: its shoppers named by a header)'}, load average ${loadAverageAtStart}`,
  );
  progress(`  payments: ${SHOPPERS} shoppers, ${ROUNDS} rounds of ${seconds} s per build and setup, taking turns`);
  const engines = localEngines();
  const payments: BesidePaymentSetup[] = [];
  try {
    for (const setup of SETUPS) payments.push(await paymentsBeside(setup, { before, now }, engines, seconds, progress));
  } finally {
    await engines.stop();
  }
  progress('  production install: npm ci --omit=dev of each build');
  const installMB = { before: productionInstallMB(before.root), now: productionInstallMB(now.root) };
  progress(`  production install ${installMB.now} MB (${before.label}: ${installMB.before} MB)`);
  const [beforeStarts, nowStarts] = await measureStartUps([before, now], progress);
  progress(`  start-up median ${nowStarts!.medianMs} ms (${before.label}: ${beforeStarts!.medianMs} ms)`);
  const loadAverageAtEnd = loadAverages();
  progress(`beside-server: done, load average ${loadAverageAtEnd}`);
  return {
    date,
    before: before.label,
    beforeAccounts: accounts,
    loadAverageAtStart,
    loadAverageAtEnd,
    shoppers: SHOPPERS,
    rounds: ROUNDS,
    seconds,
    payments,
    installMB,
    startUp: { before: beforeStarts!, now: nowStarts! },
  };
}
