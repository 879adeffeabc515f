/**
 * The ledgers of before the one store (ADR-029), as each engine created them, for the tests that
 * open one with today's store: the statements of their first and only version.
 */
export const SQLITE_LEDGER_OF_BEFORE: string[] = [
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
  'PRAGMA user_version = 1',
];

export const POSTGRES_LEDGER_OF_BEFORE: string[] = [
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
  'CREATE TABLE ledger_schema (version INTEGER NOT NULL)',
  'INSERT INTO ledger_schema (version) VALUES (1)',
];

/** Every table the store holds once its schema is up to date, in name order (Kysely's two of its own included). */
export const STORE_TABLES = [
  'account',
  'activity',
  'basket_changes',
  'baskets',
  'catalog_version',
  'categories',
  'kysely_migration',
  'kysely_migration_lock',
  'order_steps',
  'passkey',
  'payment_lines',
  'payments',
  'photo_renditions',
  'photos',
  'processor_events',
  'products',
  'server_secrets',
  'session',
  'staff',
  'staff_invitations',
  'stock',
  'stock_holds',
  'user',
  'verification',
];
