import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { ledgerContract, newPayment } from '../test-support/ledger-contract';
import { STORE_TABLES, POSTGRES_LEDGER_OF_BEFORE } from '../test-support/ledgers-of-before';
import { MIGRATIONS } from '../store/migrations';
import { openPostgresStore } from '../store/open-store';
import { createSqlStock } from '../stock/sql-stock';
import { createPostgresLedger } from './sql-ledger';

let server: LocalPostgres;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

/** A database of its own for each test, on the one server. */
const newDatabase = () => server.newDatabase();

ledgerContract('PostgreSQL', {
  newStore: newDatabase,
  open: (url) => createPostgresLedger(url),
  openStock: (url) => {
    const store = openPostgresStore(url);
    return { stock: createSqlStock(store), close: store.close };
  },
});

describe('the payments ledger in PostgreSQL', () => {
  it('runs each step of the one schema once when instances open it together, and names them', async () => {
    const url = await newDatabase();
    const ledgers = [createPostgresLedger(url), createPostgresLedger(url), createPostgresLedger(url)];
    await Promise.all(ledgers.map((ledger) => ledger.ready));
    await Promise.all(ledgers.map((ledger) => ledger.close()));
    const raw = new pg.Client(url);
    await raw.connect();
    expect((await raw.query('SELECT name FROM kysely_migration ORDER BY name')).rows).toEqual(
      Object.keys(MIGRATIONS).map((name) => ({ name })),
    );
    const tables = await raw.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
    expect(tables.rows.map((row) => row.tablename)).toEqual(STORE_TABLES);
    await raw.end();
  });

  it('takes over a ledger of before the one schema, its payments and lines intact', async () => {
    const url = await newDatabase();
    const raw = new pg.Client(url);
    await raw.connect();
    for (const statement of POSTGRES_LEDGER_OF_BEFORE) await raw.query(statement);
    const old = newPayment({ status: 'succeeded' });
    await raw.query(
      `INSERT INTO payments (intent_id, client_secret, uid, email, amount, status, created, updated, idempotency_key, basket_digest)
       VALUES ($1, $2, 'ada', 'ada@example.com', $3, 'succeeded', $4, $4, $5, 'digest')`,
      [old.intentId, old.clientSecret, old.amount, old.created, old.idempotencyKey],
    );
    const [line] = old.lines;
    await raw.query(
      `INSERT INTO payment_lines (intent_id, position, product_id, title, unit_price_cents, amount, product)
       VALUES ($1, 0, $2, $3, $4, $5, $6)`,
      [old.intentId, line!.product.id, line!.product.title, line!.unitPriceCents, line!.amount, JSON.stringify(line!.product)],
    );

    const ledger = createPostgresLedger(url);
    expect(await ledger.byId(old.intentId)).toMatchObject({ status: 'succeeded', lines: old.lines, amount: old.amount });
    // a sale from before receipts existed gets none now
    expect(await ledger.receiptsDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    const recorded = await ledger.record(newPayment());
    expect(await ledger.byId(recorded.intentId)).toMatchObject({ lines: recorded.lines });
    expect(await ledger.forgetUnpaid(recorded.intentId)).toBe(true);
    await ledger.close();
    const tables = await raw.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename = 'ledger_schema'");
    expect(tables.rows).toEqual([]);
    await raw.end();
  });

  it('refuses to start on a database it cannot reach, with the reason', async () => {
    const ledger = createPostgresLedger(server.url.replace(/\/postgres$/, '/no_such_database'));
    await expect(ledger.ready).rejects.toThrow(/no_such_database/);
    await expect(ledger.record(newPayment())).rejects.toThrow(/no_such_database/);
    await ledger.close();
  });
});
