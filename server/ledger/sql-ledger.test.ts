// @vitest-environment node
import { createClient } from '@libsql/client';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerContract } from '../test-support/ledger-contract';
import { createSqlLedger } from './sql-ledger';

const newDir = () => mkdtempSync(join(tmpdir(), 'shop-ledger-'));

ledgerContract('an SQL file', { newStore: async () => newDir(), open: createSqlLedger });

describe('the payments ledger in an SQL file', () => {
  it('creates its schema once and records its version, so a later version can migrate it', async () => {
    const dir = newDir();
    for (const ledger of [createSqlLedger(dir), createSqlLedger(dir)]) {
      await ledger.ready;
      await ledger.close();
    }
    const raw = createClient({ url: `file:${join(dir, 'payments.db')}` });
    expect((await raw.execute('PRAGMA user_version')).rows[0]![0]).toBe(1);
    const tables = await raw.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    expect(tables.rows.map((row) => row.name)).toEqual(['payment_lines', 'payments', 'processor_events']);
    raw.close();
  });

  it('refuses to open where it cannot write, with the reason', async () => {
    const file = join(newDir(), 'a-file');
    writeFileSync(file, '');
    await expect(async () => createSqlLedger(join(file, 'data')).ready).rejects.toThrow(/ENOTDIR|not a directory/);
  });
});
