import Database from 'libsql';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { silentLogger, type Logger } from '../log/log';
import { libsqlDialect } from './libsql-dialect';
import { MIGRATIONS } from './migrations';
import { keepStatementsPrepared } from './prepared-statements';
import type { StoreTables } from './schema';
import { isUnreachable, StoreUnavailable } from './store-unavailable';
import { whileBusy } from './while-busy';

/**
 * The one SQL database the server keeps its records in (ADR-029): an SQL file in `DATA_DIR` by
 * default, PostgreSQL when `DATABASE_URL` is set. One per process, handed to each store that
 * needs it; its schema is brought up to date when it opens.
 */
export interface Store {
  kysely: Kysely<StoreTables>;
  engine: 'sqlite' | 'postgres';
  /** settles once the database answers and its schema is up to date; rejects when it cannot be */
  ready: Promise<void>;
  /** Runs `work` once ready; an error that says the database cannot be reached becomes StoreUnavailable. */
  reach<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once the database answers a trivial query. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Another process on the same SQL file holds its write lock for milliseconds at a time: wait for it. */
const BUSY_TIMEOUT_MS = 10_000;

async function migrate(kysely: Kysely<StoreTables>) {
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => MIGRATIONS } });
  // two processes opening one SQL file at once may race on the migrator's own bookkeeping; the one
  // that lost finds the steps done when it tries again
  for (let attempt = 1; ; attempt += 1) {
    // the migrator answers its error rather than throwing it: thrown, a busy one is waited out
    const migrated = () => migrator.migrateToLatest().then(({ error }) => (error ? Promise.reject(error) : undefined));
    try {
      return await whileBusy(migrated, { timeoutMs: BUSY_TIMEOUT_MS });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

function storeOn(kysely: Kysely<StoreTables>, engine: Store['engine'], setUp: () => Promise<void>, logger: Logger): Store {
  const ready = (async () => {
    await setUp();
    await migrate(kysely);
  })();
  // reported by whoever awaits `ready` or uses the store; not an unhandled rejection meanwhile
  ready.catch(() => undefined);
  let closing: Promise<void> | undefined;
  // an outage is logged once when it starts and once when it ends, not once per request
  let away = false;
  const store: Store = {
    kysely,
    engine,
    ready,
    async reach(work) {
      await ready;
      try {
        const result = await work();
        if (away) logger.info("PostgreSQL is reachable again: the shop's records answer.");
        away = false;
        return result;
      } catch (error) {
        if (engine !== 'postgres' || !isUnreachable(error)) throw error;
        if (!away) logger.error('PostgreSQL is unreachable: requests that need it answer 503 until it is back.', error);
        away = true;
        throw new StoreUnavailable('PostgreSQL', error);
      }
    },
    check: () => store.reach(async () => void (await sql`SELECT 1`.execute(kysely))),
    // the server and its tests may both close it
    close: () => (closing ??= kysely.destroy()),
  };
  return store;
}

/**
 * The SQL file in `dataDir`: `shop.db`, or `payments.db` where a shop from before the one store kept
 * its ledger (left where it is: renaming a database another process may have open is not safe).
 */
export function sqlStoreFile(dataDir: string): string {
  const folder = resolve(dataDir);
  const before = join(folder, 'payments.db');
  return existsSync(before) && !existsSync(join(folder, 'shop.db')) ? before : join(folder, 'shop.db');
}

/** The SQL file in `dataDir` (sqlStoreFile), or a database in memory for tests (`dataDir` ':memory:'). */
export function openSqlStore(dataDir: string): Store {
  let file: string | null = null;
  if (dataDir !== ':memory:') {
    mkdirSync(resolve(dataDir), { recursive: true });
    file = sqlStoreFile(dataDir);
  }
  // one connection, so that the pragmas below hold for every statement
  const sqlite = new Database(file ?? ':memory:', { timeout: BUSY_TIMEOUT_MS });
  const kysely = new Kysely<StoreTables>({ dialect: libsqlDialect(sqlite, file) });
  // WAL with full sync: a write is on disk before it is acknowledged
  const setUp = () =>
    whileBusy(
      () => {
        sqlite.exec('PRAGMA journal_mode = WAL');
        sqlite.exec('PRAGMA synchronous = FULL');
      },
      { timeoutMs: BUSY_TIMEOUT_MS },
    );
  return storeOn(kysely, 'sqlite', setUp, silentLogger);
}

/** PostgreSQL (`DATABASE_URL`), shared by every instance of the server (ADR-018). */
export function openPostgresStore(connectionString: string, logger: Logger = silentLogger): Store {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, query_timeout: 15_000 });
  // the pool listens for a client's errors only while it is idle: one held for a transaction whose
  // connection drops would otherwise raise an unhandled 'error' event and end the process (ADR-028);
  // a client that failed is closed when released, not handed to the next request
  pool.on('connect', (client) => client.on('error', () => undefined));
  // a connection dropped while idle (the database restarted): the pool opens another when needed
  pool.on('error', (error) => logger.error('PostgreSQL dropped an idle connection', error.message));
  keepStatementsPrepared(pool);
  const kysely = new Kysely<StoreTables>({ dialect: new PostgresDialect({ pool }) });
  return storeOn(kysely, 'postgres', async () => undefined, logger);
}

interface StoreSettings {
  dataDir: string;
  databaseUrl?: string;
}

/** The store as configured: PostgreSQL, shared by every instance, when DATABASE_URL is set; else the SQL file. */
export function openStore({ dataDir, databaseUrl }: StoreSettings, logger: Logger): Store {
  return databaseUrl ? openPostgresStore(databaseUrl, logger) : openSqlStore(dataDir);
}

/** Where the store is, fit for the start-up log (never a password), and what to change when it cannot be opened. */
export function storePlace({ dataDir, databaseUrl }: StoreSettings): { where: string; remedy: string } {
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    return { where: `PostgreSQL at ${url.host}${url.pathname}`, remedy: 'check DATABASE_URL and that the database is up' };
  }
  return { where: sqlStoreFile(dataDir), remedy: 'set DATA_DIR to a writable folder' };
}
