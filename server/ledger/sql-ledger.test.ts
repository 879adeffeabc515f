// @vitest-environment node
import { createClient } from '@libsql/client';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewPayment } from './payments-ledger';
import { createSqlLedger, type SqlLedger } from './sql-ledger';

const tote = {
  id: 4,
  title: 'Canvas tote',
  price: 45.5,
  image: '/images/products/4.svg',
  rating: { rate: 4.2, count: 31 },
  description: 'A tote',
  category: "women's clothing",
};
let count = 0;
const payment = (overrides: Partial<NewPayment> = {}): NewPayment => {
  count += 1;
  return {
    intentId: `pi_demo_${count}`,
    clientSecret: `pi_demo_${count}_secret_x`,
    shopper: { uid: 'ada', email: 'ada@example.com' },
    lines: [{ product: tote, unitPriceCents: 4550, amount: 2 }],
    amount: 9100,
    status: 'requires_payment',
    created: 1_790_000_000,
    idempotencyKey: `key-${count}`,
    basketDigest: 'digest',
    ...overrides,
  };
};

const opened: SqlLedger[] = [];
function open(dir: string) {
  const ledger = createSqlLedger(dir);
  opened.push(ledger);
  return ledger;
}
afterEach(() => opened.splice(0).forEach((ledger) => ledger.close()));
const newDir = () => mkdtempSync(join(tmpdir(), 'shop-ledger-'));

describe('the payments ledger in an SQL file', () => {
  it('keeps every payment, with its shopper and lines, across a reopen', async () => {
    const dir = newDir();
    const first = open(dir);
    const recorded = await first.record(payment());
    first.close();
    const again = open(dir);
    expect(await again.byId(recorded.intentId)).toEqual({ ...recorded, updated: recorded.created, fulfilled: null });
  });

  it('creates its schema once and records its version, so a later version can migrate it', async () => {
    const dir = newDir();
    await open(dir).ready;
    await open(dir).ready;
    const raw = createClient({ url: `file:${join(dir, 'payments.db')}` });
    expect((await raw.execute('PRAGMA user_version')).rows[0]![0]).toBe(1);
    const tables = await raw.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    expect(tables.rows.map((row) => row.name)).toEqual(['payment_lines', 'payments', 'processor_events']);
    raw.close();
  });

  it('answers the earlier payment for a key the shopper used before, and adds nothing', async () => {
    const ledger = open(newDir());
    const earlier = await ledger.record(payment({ idempotencyKey: 'retried' }));
    const retry = await ledger.record(
      payment({ idempotencyKey: 'retried', lines: [{ product: tote, unitPriceCents: 4550, amount: 9 }] }),
    );
    expect(retry).toEqual(earlier);
    // another shopper's key of the same text is another payment
    const bob = await ledger.record(payment({ idempotencyKey: 'retried', shopper: { uid: 'bob', email: 'bob@example.com' } }));
    expect(bob.intentId).not.toBe(earlier.intentId);
  });

  it('never takes a succeeded payment back, and tells whether a status changed', async () => {
    const ledger = open(newDir());
    const { intentId } = await ledger.record(payment());
    expect(await ledger.setStatus(intentId, 'succeeded', 1_790_000_100)).toBe(true);
    expect(await ledger.setStatus(intentId, 'succeeded', 1_790_000_200)).toBe(false);
    expect(await ledger.setStatus(intentId, 'requires_payment', 1_790_000_300)).toBe(false);
    expect(await ledger.byId(intentId)).toMatchObject({ status: 'succeeded', updated: 1_790_000_100 });
  });

  it('prunes unpaid payments older than the limit, and keeps paid and recent ones', async () => {
    const ledger = open(newDir());
    const oldUnpaid = await ledger.record(payment({ created: 1_000 }));
    const oldPaid = await ledger.record(payment({ created: 1_000 }));
    await ledger.setStatus(oldPaid.intentId, 'succeeded', 1_100);
    const recent = await ledger.record(payment({ created: 5_000 }));
    expect(await ledger.pruneUnpaid(2_000)).toBe(1);
    expect(await ledger.byId(oldUnpaid.intentId)).toBeNull();
    expect(await ledger.byId(oldPaid.intentId)).toMatchObject({ status: 'succeeded', lines: [{ amount: 2 }] });
    expect(await ledger.byId(recent.intentId)).not.toBeNull();
  });

  it('prunes a canceled payment as unpaid', async () => {
    const ledger = open(newDir());
    const canceled = await ledger.record(payment({ created: 1_000 }));
    await ledger.setStatus(canceled.intentId, 'canceled', 1_100);
    expect(await ledger.pruneUnpaid(2_000)).toBe(1);
    expect(await ledger.byId(canceled.intentId)).toBeNull();
  });

  it("lists a shopper's paid payments and the ones whose order of record is not written yet", async () => {
    const ledger = open(newDir());
    const paid = await ledger.record(payment());
    await ledger.record(payment());
    await ledger.setStatus(paid.intentId, 'succeeded', 1_790_000_100);
    expect((await ledger.paidBy('ada')).map((p) => p.intentId)).toEqual([paid.intentId]);
    expect((await ledger.unfulfilled()).map((p) => p.intentId)).toEqual([paid.intentId]);
    await ledger.markFulfilled(paid.intentId, 1_790_000_200);
    expect(await ledger.unfulfilled()).toEqual([]);
    expect(await ledger.byId(paid.intentId)).toMatchObject({ fulfilled: 1_790_000_200 });
  });

  it('remembers the processor events it handled', async () => {
    const ledger = open(newDir());
    expect(await ledger.eventSeen('evt_1')).toBe(false);
    await ledger.recordEvent('evt_1', 'payment_intent.succeeded', 1_790_000_000);
    await ledger.recordEvent('evt_1', 'payment_intent.succeeded', 1_790_000_001);
    expect(await ledger.eventSeen('evt_1')).toBe(true);
  });

  it('takes many payments at once without losing one', async () => {
    const ledger = open(newDir());
    const recorded = await Promise.all(Array.from({ length: 200 }, () => ledger.record(payment())));
    const found = await Promise.all(recorded.map((p) => ledger.byId(p.intentId)));
    expect(found.every((p, index) => p?.intentId === recorded[index]!.intentId)).toBe(true);
  });

  it('reads and writes nothing once closed', async () => {
    const ledger = createSqlLedger(newDir());
    const { intentId } = await ledger.record(payment());
    ledger.close();
    await expect(ledger.byId(intentId)).rejects.toThrow(/closed/i);
  });

  it('refuses to open where it cannot write, with the reason', async () => {
    const file = join(newDir(), 'a-file');
    writeFileSync(file, '');
    await expect(async () => createSqlLedger(join(file, 'data')).ready).rejects.toThrow(/ENOTDIR|not a directory/);
  });
});
