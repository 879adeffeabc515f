// @vitest-environment node
import Database from 'libsql';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerContract, newPayment } from '../test-support/ledger-contract';
import { STORE_TABLES, SQLITE_LEDGER_OF_BEFORE } from '../test-support/ledgers-of-before';
import { MIGRATIONS } from '../store/migrations';
import { openSqlStore } from '../store/open-store';
import { createSqlStock } from '../stock/sql-stock';
import { createSqlLedger } from './sql-ledger';

const newDir = () => mkdtempSync(join(tmpdir(), 'shop-ledger-'));

ledgerContract('an SQL file', {
  newStore: async () => newDir(),
  open: createSqlLedger,
  openStock: (dir) => {
    const store = openSqlStore(dir);
    return { stock: createSqlStock(store), close: store.close };
  },
});

describe('the payments ledger in an SQL file', () => {
  it('runs each step of the one schema once, however many processes open the file, and names them', async () => {
    const dir = newDir();
    const ledgers = [createSqlLedger(dir), createSqlLedger(dir)];
    await Promise.all(ledgers.map((ledger) => ledger.ready));
    await Promise.all(ledgers.map((ledger) => ledger.close()));
    const raw = new Database(join(dir, 'shop.db'));
    const names = (sql: string) => (raw.prepare(sql).all() as Array<{ name: string }>).map((row) => row.name);
    expect(names('SELECT name FROM kysely_migration ORDER BY name')).toEqual(Object.keys(MIGRATIONS));
    expect(names("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).toEqual(STORE_TABLES);
    raw.close();
  });

  it('takes over a ledger file of before the one schema where it is, its payments and lines intact', async () => {
    const dir = newDir();
    const raw = new Database(join(dir, 'payments.db'));
    for (const statement of SQLITE_LEDGER_OF_BEFORE) raw.exec(statement);
    const old = newPayment({ status: 'succeeded' });
    raw
      .prepare(
        `INSERT INTO payments (intent_id, client_secret, uid, email, amount, status, created, updated, idempotency_key, basket_digest)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        old.intentId,
        old.clientSecret,
        'ada',
        'ada@example.com',
        old.amount,
        'succeeded',
        old.created,
        old.created,
        old.idempotencyKey,
        'digest',
      );
    const [line] = old.lines;
    raw
      .prepare(
        'INSERT INTO payment_lines (intent_id, position, product_id, title, unit_price_cents, amount, product_json) VALUES (?, 0, ?, ?, ?, ?, ?)',
      )
      .run(
        old.intentId,
        line!.product.id,
        line!.product.title,
        line!.unitPriceCents,
        line!.amount,
        JSON.stringify(line!.product),
      );
    raw.close();

    const ledger = createSqlLedger(dir);
    expect(await ledger.byId(old.intentId)).toMatchObject({ status: 'succeeded', lines: old.lines, amount: old.amount });
    // a sale from before receipts existed gets none now
    expect(await ledger.receiptsDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    const recorded = await ledger.record(newPayment());
    expect(await ledger.byId(recorded.intentId)).toMatchObject({ lines: recorded.lines });
    expect(await ledger.forgetUnpaid(recorded.intentId)).toBe(true);
    await ledger.close();
    expect(existsSync(join(dir, 'shop.db'))).toBe(false);
  });

  it('refuses to open where it cannot write, with the reason', async () => {
    const file = join(newDir(), 'a-file');
    writeFileSync(file, '');
    await expect(async () => createSqlLedger(join(file, 'data')).ready).rejects.toThrow(/ENOTDIR|not a directory/);
  });
});
