import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type LocalEngine } from '../test-support/engines';
import { ledgerContract, newPayment } from '../test-support/ledger-contract';
import { createPostgresLedger } from './postgres-ledger';

let server: LocalEngine;
let admin: pg.Client;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
  admin = new pg.Client(server.url);
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  server?.stop();
});

/** A database of its own for each test, on the one server. */
async function newDatabase() {
  databases += 1;
  await admin.query(`CREATE DATABASE ledger_${databases}`);
  return server.url.replace(/\/postgres$/, `/ledger_${databases}`);
}

ledgerContract('PostgreSQL', { newStore: newDatabase, open: (url) => createPostgresLedger(url) });

describe('the payments ledger in PostgreSQL', () => {
  it('records its schema version, so a later version can migrate it', async () => {
    const url = await newDatabase();
    const ledgers = [createPostgresLedger(url), createPostgresLedger(url)];
    await Promise.all(ledgers.map((ledger) => ledger.ready));
    await Promise.all(ledgers.map((ledger) => ledger.close()));
    const raw = new pg.Client(url);
    await raw.connect();
    expect((await raw.query('SELECT version FROM ledger_schema')).rows).toEqual([{ version: 1 }]);
    const tables = await raw.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
    expect(tables.rows.map((row) => row.tablename)).toEqual(['ledger_schema', 'payment_lines', 'payments', 'processor_events']);
    await raw.end();
  });

  it('refuses to start on a database it cannot reach, with the reason', async () => {
    const ledger = createPostgresLedger(server.url.replace(/\/postgres$/, '/no_such_database'));
    await expect(ledger.ready).rejects.toThrow(/no_such_database/);
    await expect(ledger.record(newPayment())).rejects.toThrow(/no_such_database/);
    await ledger.close();
  });
});
