import { createClient, type Client, type InStatement, type Row } from '@libsql/client';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PaymentStatus, Product } from '../../ports/entities';
import type { LedgerLine, LedgerPayment, PaymentsLedger } from './payments-ledger';

/**
 * Each entry brings the schema from the previous version to the next; the database's user_version
 * says how many have run. Append only: a shipped migration is never edited.
 */
const MIGRATIONS: string[][] = [
  [
    `CREATE TABLE payments (
      intent_id TEXT PRIMARY KEY,
      client_secret TEXT NOT NULL,
      uid TEXT NOT NULL,
      email TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount > 0),
      status TEXT NOT NULL CHECK (status IN ('requires_payment', 'processing', 'succeeded', 'canceled')),
      created INTEGER NOT NULL,
      updated INTEGER NOT NULL,
      idempotency_key TEXT NOT NULL,
      basket_digest TEXT NOT NULL,
      fulfilled INTEGER
    )`,
    'CREATE UNIQUE INDEX payments_by_shopper_key ON payments (uid, idempotency_key)',
    'CREATE INDEX payments_by_status ON payments (status, created)',
    `CREATE TABLE payment_lines (
      intent_id TEXT NOT NULL REFERENCES payments (intent_id),
      position INTEGER NOT NULL,
      product_id INTEGER NOT NULL,
      title TEXT NOT NULL,
      unit_price_cents INTEGER NOT NULL,
      amount INTEGER NOT NULL,
      product_json TEXT NOT NULL,
      PRIMARY KEY (intent_id, position)
    )`,
    `CREATE TABLE processor_events (
      event_id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      received INTEGER NOT NULL
    )`,
  ],
];

const BUSY_TIMEOUT_MS = 10_000;

const UNPAID: PaymentStatus[] = ['requires_payment', 'canceled'];

/**
 * Brings the schema up to date, one transaction per step: a crash mid-migration leaves the previous
 * version intact. Another process opening the same file at the same moment may take a step first;
 * its transaction then makes ours fail, and the version read again says the step is done.
 */
async function migrate(db: Pick<Client, 'execute' | 'batch'>) {
  const version = async () => Number((await db.execute('PRAGMA user_version')).rows[0]?.[0] ?? 0);
  for (let next = await version(); next < MIGRATIONS.length; next += 1) {
    try {
      await db.batch([...MIGRATIONS[next]!, `PRAGMA user_version = ${next + 1}`], 'write');
    } catch (error) {
      if ((await version()) <= next) throw error;
    }
  }
}

function paymentOf(row: Row, lines: LedgerLine[]): LedgerPayment {
  return {
    intentId: String(row.intent_id),
    clientSecret: String(row.client_secret),
    shopper: { uid: String(row.uid), email: String(row.email) },
    lines,
    amount: Number(row.amount),
    status: String(row.status) as PaymentStatus,
    created: Number(row.created),
    updated: Number(row.updated),
    idempotencyKey: String(row.idempotency_key),
    basketDigest: String(row.basket_digest),
    fulfilled: row.fulfilled === null ? null : Number(row.fulfilled),
  };
}

const lineOf = (row: Row): LedgerLine => ({
  product: JSON.parse(String(row.product_json)) as Product,
  unitPriceCents: Number(row.unit_price_cents),
  amount: Number(row.amount),
});

export interface SqlLedger extends PaymentsLedger {
  /** settles once the database is open and its schema up to date; rejects when it cannot be */
  ready: Promise<void>;
}

/**
 * The ledger in an embedded SQL database file (`{dataDir}/payments.db`), or in memory for tests
 * (`dataDir` ':memory:'). WAL journal with full sync: a write is on disk before it is acknowledged.
 */
export function createSqlLedger(dataDir: string): SqlLedger {
  let url = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(resolve(dataDir), { recursive: true });
    url = `file:${join(resolve(dataDir), 'payments.db')}`;
  }
  // one connection, so that the pragmas below hold for every statement; another process on the same
  // file (a restart overlapping the old one) holds the write lock for milliseconds at a time: wait
  // for it rather than fail (ADR-018)
  const client = createClient({ url, concurrency: 1, timeout: BUSY_TIMEOUT_MS });
  // one statement or batch at a time: SQLite has one writer, and an in-memory database one connection
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
  const db = {
    execute: (statement: InStatement | string) => serially(() => client.execute(statement)),
    batch: (statements: InStatement[], mode: 'write' | 'read') => serially(() => client.batch(statements, mode)),
  };
  const ready = (async () => {
    await db.execute('PRAGMA journal_mode = WAL');
    await db.execute('PRAGMA synchronous = FULL');
    await migrate(db);
  })();
  // reported by whoever awaits `ready` or uses the ledger; not an unhandled rejection meanwhile
  ready.catch(() => undefined);

  const withLines = async (rows: Row[]): Promise<LedgerPayment[]> => {
    const payments: LedgerPayment[] = [];
    for (const row of rows) {
      const lines = await db.execute({
        sql: 'SELECT * FROM payment_lines WHERE intent_id = ? ORDER BY position',
        args: [String(row.intent_id)],
      });
      payments.push(paymentOf(row, lines.rows.map(lineOf)));
    }
    return payments;
  };
  const one = async (statement: InStatement) => {
    await ready;
    return (await withLines((await db.execute(statement)).rows))[0] ?? null;
  };

  const ledger: SqlLedger = {
    ready,

    async record(payment) {
      await ready;
      // one atomic batch: the payment and its lines, or nothing; a key the shopper used before adds
      // nothing, and the earlier payment is answered below
      const [inserted] = await db.batch(
        [
          {
            sql: `INSERT INTO payments (intent_id, client_secret, uid, email, amount, status, created, updated, idempotency_key, basket_digest)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
            args: [
              payment.intentId,
              payment.clientSecret,
              payment.shopper.uid,
              payment.shopper.email,
              payment.amount,
              payment.status,
              payment.created,
              payment.created,
              payment.idempotencyKey,
              payment.basketDigest,
            ],
          },
          ...payment.lines.map((line, position) => ({
            sql: `INSERT INTO payment_lines (intent_id, position, product_id, title, unit_price_cents, amount, product_json)
                  SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM payments WHERE intent_id = ? AND uid = ? AND idempotency_key = ?)
                  ON CONFLICT DO NOTHING`,
            args: [
              payment.intentId,
              position,
              line.product.id,
              line.product.title,
              line.unitPriceCents,
              line.amount,
              JSON.stringify(line.product),
              payment.intentId,
              payment.shopper.uid,
              payment.idempotencyKey,
            ],
          })),
        ],
        'write',
      );
      if (inserted!.rowsAffected === 1) return { ...payment, updated: payment.created, fulfilled: null };
      // the shopper's earlier payment under this key; or this very intent, already written under
      // another key (recorded from a processor event before the shopper's retry came)
      return (
        (await ledger.byIdempotencyKey(payment.shopper.uid, payment.idempotencyKey)) ?? (await ledger.byId(payment.intentId))!
      );
    },

    byId: (intentId) => one({ sql: 'SELECT * FROM payments WHERE intent_id = ?', args: [intentId] }),

    byIdempotencyKey: (uid, idempotencyKey) =>
      one({ sql: 'SELECT * FROM payments WHERE uid = ? AND idempotency_key = ?', args: [uid, idempotencyKey] }),

    async setStatus(intentId, status, at) {
      await ready;
      const result = await db.execute({
        sql: "UPDATE payments SET status = ?, updated = ? WHERE intent_id = ? AND status <> ? AND status <> 'succeeded'",
        args: [status, at, intentId, status],
      });
      return result.rowsAffected === 1;
    },

    async markFulfilled(intentId, at) {
      await ready;
      await db.execute({
        sql: 'UPDATE payments SET fulfilled = ? WHERE intent_id = ? AND fulfilled IS NULL',
        args: [at, intentId],
      });
    },

    async paidBy(uid) {
      await ready;
      return withLines(
        (
          await db.execute({
            sql: "SELECT * FROM payments WHERE uid = ? AND status = 'succeeded' ORDER BY created, rowid",
            args: [uid],
          })
        ).rows,
      );
    },

    async unfulfilled() {
      await ready;
      return withLines(
        (await db.execute("SELECT * FROM payments WHERE status = 'succeeded' AND fulfilled IS NULL ORDER BY created")).rows,
      );
    },

    async eventSeen(eventId) {
      await ready;
      return (await db.execute({ sql: 'SELECT 1 FROM processor_events WHERE event_id = ?', args: [eventId] })).rows.length > 0;
    },

    async recordEvent(eventId, type, at) {
      await ready;
      await db.execute({
        sql: 'INSERT INTO processor_events (event_id, type, received) VALUES (?, ?, ?) ON CONFLICT (event_id) DO NOTHING',
        args: [eventId, type, at],
      });
    },

    async expiredUnpaid(before, limit) {
      await ready;
      return withLines(
        (
          await db.execute({
            sql: `SELECT * FROM payments WHERE status IN (${UNPAID.map(() => '?').join(', ')}) AND created < ? ORDER BY created LIMIT ?`,
            args: [...UNPAID, before, limit],
          })
        ).rows,
      );
    },

    async forgetUnpaid(intentId) {
      await ready;
      const stillUnpaid = `SELECT intent_id FROM payments WHERE intent_id = ? AND status IN (${UNPAID.map(() => '?').join(', ')})`;
      const [, deleted] = await db.batch(
        [
          { sql: `DELETE FROM payment_lines WHERE intent_id IN (${stillUnpaid})`, args: [intentId, ...UNPAID] },
          { sql: `DELETE FROM payments WHERE intent_id IN (${stillUnpaid})`, args: [intentId, ...UNPAID] },
        ],
        'write',
      );
      return deleted!.rowsAffected === 1;
    },

    async trimEvents(before) {
      await ready;
      return (await db.execute({ sql: 'DELETE FROM processor_events WHERE received < ?', args: [before] })).rowsAffected;
    },

    async check() {
      await ready;
      await db.execute('SELECT 1');
    },

    close: async () => {
      await queue;
      client.close();
    },
  };
  return ledger;
}
