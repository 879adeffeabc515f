import pg from 'pg';
import type { PaymentStatus } from '../../ports/entities';
import { silentLogger, type Logger } from '../log';
import { StoreUnavailable, type LedgerLine, type LedgerPayment, type PaymentsLedger } from './payments-ledger';

/**
 * Each entry brings the schema from the previous version to the next; `ledger_schema` says how many
 * have run. Append only: a shipped migration is never edited.
 */
const MIGRATIONS: string[][] = [
  [
    `CREATE TABLE payments (
      intent_id TEXT PRIMARY KEY,
      client_secret TEXT NOT NULL,
      uid TEXT NOT NULL,
      email TEXT NOT NULL,
      amount BIGINT NOT NULL CHECK (amount > 0),
      status TEXT NOT NULL CHECK (status IN ('requires_payment', 'processing', 'succeeded', 'canceled')),
      created BIGINT NOT NULL,
      updated BIGINT NOT NULL,
      idempotency_key TEXT NOT NULL,
      basket_digest TEXT NOT NULL,
      fulfilled BIGINT,
      -- the order rows were written in, for "oldest first" among payments of the same second
      seq BIGSERIAL NOT NULL,
      CONSTRAINT payments_by_shopper_key UNIQUE (uid, idempotency_key)
    )`,
    'CREATE INDEX payments_by_status ON payments (status, created)',
    `CREATE TABLE payment_lines (
      intent_id TEXT NOT NULL REFERENCES payments (intent_id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      product_id BIGINT NOT NULL,
      title TEXT NOT NULL,
      unit_price_cents BIGINT NOT NULL,
      amount INTEGER NOT NULL,
      product JSONB NOT NULL,
      PRIMARY KEY (intent_id, position)
    )`,
    `CREATE TABLE processor_events (
      event_id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      received BIGINT NOT NULL
    )`,
    'CREATE INDEX processor_events_by_received ON processor_events (received)',
  ],
];

/** Any number, the same in every instance: the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_408_221;

const UNPAID: PaymentStatus[] = ['requires_payment', 'canceled'];
const LINE_COLUMNS = 7;

/** `($1, $2), ($3, $4)` for 2 rows of 2 columns: one INSERT for every line of a payment. */
const placeholders = (rows: number, columns: number) =>
  Array.from(
    { length: rows },
    (_, row) => `(${Array.from({ length: columns }, (_, column) => `$${row * columns + column + 1}`).join(', ')})`,
  ).join(', ');

/** A payment row with its lines, in one query (no query per payment). */
const SELECT_PAYMENTS = `
  SELECT p.*, COALESCE(
    (SELECT json_agg(json_build_object('product', l.product, 'unitPriceCents', l.unit_price_cents, 'amount', l.amount)
                     ORDER BY l.position)
       FROM payment_lines l WHERE l.intent_id = p.intent_id),
    '[]') AS lines
  FROM payments p`;

interface PaymentRow {
  intent_id: string;
  client_secret: string;
  uid: string;
  email: string;
  amount: string;
  status: PaymentStatus;
  created: string;
  updated: string;
  idempotency_key: string;
  basket_digest: string;
  fulfilled: string | null;
  lines: LedgerLine[];
}

const paymentOf = (row: PaymentRow): LedgerPayment => ({
  intentId: row.intent_id,
  clientSecret: row.client_secret,
  shopper: { uid: row.uid, email: row.email },
  lines: row.lines,
  amount: Number(row.amount),
  status: row.status,
  created: Number(row.created),
  updated: Number(row.updated),
  idempotencyKey: row.idempotency_key,
  basketDigest: row.basket_digest,
  fulfilled: row.fulfilled === null ? null : Number(row.fulfilled),
});

/**
 * Error codes that say the database cannot be reached now, not that a statement is wrong: the
 * socket's, PostgreSQL's connection exceptions (class 08) and its shutting down or starting up.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout/;

function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true;
  return UNREACHABLE_MESSAGES.test(error.message);
}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // the pool listens for a client's errors only while it is idle: one held here whose connection
  // drops would otherwise raise an unhandled 'error' event and end the process
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    if (!broken) await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', onError);
    // a broken connection is closed, not handed to the next request
    client.release(broken);
  }
}

/** One instance at a time, the others wait for the lock and then find the schema up to date. */
async function migrate(pool: pg.Pool) {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS ledger_schema (version INTEGER NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM ledger_schema');
    if (rows.length === 0) await client.query('INSERT INTO ledger_schema (version) VALUES (0)');
    for (let next = rows[0]?.version ?? 0; next < MIGRATIONS.length; next += 1) {
      for (const statement of MIGRATIONS[next]!) await client.query(statement);
      await client.query('UPDATE ledger_schema SET version = $1', [next + 1]);
    }
  });
}

export interface PostgresLedger extends PaymentsLedger {
  /** settles once the database answers and its schema is up to date; rejects when it cannot be */
  ready: Promise<void>;
}

/**
 * The ledger in PostgreSQL (`DATABASE_URL`), shared by every instance of the server (ADR-018).
 * Exactly-once is the database's: one row per shopper and Idempotency-Key, one conditional update
 * to paid. A write is committed before it is acknowledged.
 */
export function createPostgresLedger(connectionString: string, logger: Logger = silentLogger): PostgresLedger {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, query_timeout: 15_000 });
  // a connection dropped while idle (the database restarted): the pool opens another when needed
  pool.on('error', (error) => logger.error('PostgreSQL dropped an idle connection', error.message));
  const ready = migrate(pool);
  let closing: Promise<void> | undefined;
  // reported by whoever awaits `ready` or uses the ledger; not an unhandled rejection meanwhile
  ready.catch(() => undefined);

  // an outage is logged once when it starts and once when it ends, not once per request
  let away = false;
  /** Runs `work` on the database; an error that says it cannot be reached becomes StoreUnavailable. */
  const reach = async <T>(work: () => Promise<T>): Promise<T> => {
    await ready;
    try {
      const result = await work();
      if (away) logger.info('PostgreSQL is reachable again: the payments ledger answers.');
      away = false;
      return result;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      if (!away) logger.error('PostgreSQL is unreachable: payment requests answer 503 until it is back.', error);
      away = true;
      throw new StoreUnavailable('PostgreSQL', error);
    }
  };
  const query = <R extends pg.QueryResultRow>(sql: string, args: unknown[] = []) => reach(() => pool.query<R>(sql, args));
  const payments = async (where: string, args: unknown[]) =>
    (await query<PaymentRow>(`${SELECT_PAYMENTS} ${where}`, args)).rows.map(paymentOf);
  const one = async (where: string, args: unknown[]) => (await payments(where, args))[0] ?? null;

  const ledger: PostgresLedger = {
    ready,

    async record(payment) {
      const inserted = await reach(() =>
        inTransaction(pool, async (client) => {
          const added = await client.query(
            `INSERT INTO payments (intent_id, client_secret, uid, email, amount, status, created, updated, idempotency_key, basket_digest)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9) ON CONFLICT DO NOTHING`,
            [
              payment.intentId,
              payment.clientSecret,
              payment.shopper.uid,
              payment.shopper.email,
              payment.amount,
              payment.status,
              payment.created,
              payment.idempotencyKey,
              payment.basketDigest,
            ],
          );
          if (added.rowCount !== 1) return false;
          const rows = payment.lines.map((line, position) => [
            payment.intentId,
            position,
            line.product.id,
            line.product.title,
            line.unitPriceCents,
            line.amount,
            JSON.stringify(line.product),
          ]);
          await client.query(
            `INSERT INTO payment_lines (intent_id, position, product_id, title, unit_price_cents, amount, product)
           VALUES ${placeholders(rows.length, LINE_COLUMNS)}`,
            rows.flat(),
          );
          return true;
        }),
      );
      if (inserted) return { ...payment, updated: payment.created, fulfilled: null };
      // the shopper's earlier payment under this key; or this very intent, already written under
      // another key (recorded from a processor event before the shopper's retry came)
      return (
        (await ledger.byIdempotencyKey(payment.shopper.uid, payment.idempotencyKey)) ?? (await ledger.byId(payment.intentId))!
      );
    },

    byId: (intentId) => one('WHERE p.intent_id = $1', [intentId]),

    byIdempotencyKey: (uid, idempotencyKey) => one('WHERE p.uid = $1 AND p.idempotency_key = $2', [uid, idempotencyKey]),

    async setStatus(intentId, status, at) {
      // one conditional update: of two instances confirming at once, exactly one changes the row
      const result = await query(
        "UPDATE payments SET status = $1, updated = $2 WHERE intent_id = $3 AND status <> $1 AND status <> 'succeeded'",
        [status, at, intentId],
      );
      return result.rowCount === 1;
    },

    async markFulfilled(intentId, at) {
      await query('UPDATE payments SET fulfilled = $1 WHERE intent_id = $2 AND fulfilled IS NULL', [at, intentId]);
    },

    paidBy: (uid) => payments("WHERE p.uid = $1 AND p.status = 'succeeded' ORDER BY p.created, p.seq", [uid]),

    unfulfilled: () => payments("WHERE p.status = 'succeeded' AND p.fulfilled IS NULL ORDER BY p.created, p.seq", []),

    async eventSeen(eventId) {
      return (await query('SELECT 1 FROM processor_events WHERE event_id = $1', [eventId])).rowCount === 1;
    },

    async recordEvent(eventId, type, at) {
      await query('INSERT INTO processor_events (event_id, type, received) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        eventId,
        type,
        at,
      ]);
    },

    expiredUnpaid: (before, limit) =>
      payments('WHERE p.status = ANY($1) AND p.created < $2 ORDER BY p.created, p.seq LIMIT $3', [UNPAID, before, limit]),

    async forgetUnpaid(intentId) {
      // the lines go with the row (ON DELETE CASCADE), in the same statement
      const result = await query('DELETE FROM payments WHERE intent_id = $1 AND status = ANY($2)', [intentId, UNPAID]);
      return result.rowCount === 1;
    },

    async trimEvents(before) {
      return (await query('DELETE FROM processor_events WHERE received < $1', [before])).rowCount ?? 0;
    },

    async check() {
      await query('SELECT 1');
    },

    // the server and its tests may both close it
    close: () => (closing ??= pool.end()),
  };
  return ledger;
}
