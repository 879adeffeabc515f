import { sql, type Kysely, type Migration } from 'kysely';
import { onPostgres } from './engine';
import { createPasskeyTable } from './passkey-table';

/**
 * The server's schema, one for SQLite and PostgreSQL: ordered, named steps, each run once, in one
 * transaction with every step still to run (under an advisory lock on PostgreSQL, the write lock
 * on SQLite), so instances starting together migrate once. Append only: a shipped step is never
 * edited.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-payments': { up: createPayments },
  '002-receipts': { up: addReceipts },
  '003-accounts': { up: createAccounts },
  '004-server-secrets': { up: createServerSecrets },
  '005-order-details': { up: addOrderDetails },
  '006-baskets': { up: createBaskets },
  // after better-auth's own tables (003): a passkey belongs to a `user`
  '007-passkeys': { up: createPasskeyTable },
  '008-stock': { up: createStock },
  '009-sold-holds': { up: addSoldHolds },
  '010-client-addresses': { up: addClientAddresses },
};

/**
 * ADR-039: each stocked product's units on hand and held, and each checkout's hold. The checks are
 * the last guard: no figure ever goes below none.
 */
async function createStock(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('stock')
    .addColumn('product_id', 'bigint', (column) => column.primaryKey())
    .addColumn('on_hand', 'integer', (column) => column.notNull().check(sql`on_hand >= 0`))
    .addColumn('held', 'integer', (column) => column.notNull().check(sql`held >= 0`))
    .addColumn('updated', 'bigint', (column) => column.notNull())
    .execute();
  await kysely.schema
    .createTable('stock_holds')
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('product_id', 'bigint', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('until', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('stock_holds_pk', ['holder', 'product_id'])
    .execute();
  await kysely.schema.createIndex('stock_holds_by_until').on('stock_holds').column('until').execute();
  // ADR-039: a payment the processor reported paid after its hold lapsed and the stock was sold: refunded
  await kysely.schema.alterTable('payments').addColumn('refund_due', 'bigint').execute();
  await kysely.schema.alterTable('payments').addColumn('refunded', 'bigint').execute();
}

/**
 * ADR-039: a paid hold stays where it is, marked sold, until housekeeping settles it into its
 * product's figures: the sale then never waits for the product's row, which every checkout of that
 * product updates. A column that may be null: the version before this step still runs beside it.
 */
async function addSoldHolds(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('stock_holds').addColumn('sold', 'bigint').execute();
}

/**
 * ADR-039: the client address a checkout came from, so that an address whose unpaid checkout
 * outlived its hold holds nothing for a while, whatever accounts it uses. Payments are indexed by
 * address and by shopper with their time, for that look-up; a hold names its shopper, whose holds
 * a new checkout gives back. May be null: a payment recorded
 * from a processor's event has none, and the version before this step still runs beside it.
 */
async function addClientAddresses(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('payments').addColumn('client_address', 'text').execute();
  await kysely.schema.createIndex('payments_by_client_address').on('payments').columns(['client_address', 'created']).execute();
  await kysely.schema.createIndex('payments_by_shopper_created').on('payments').columns(['uid', 'created']).execute();
  await kysely.schema.alterTable('stock_holds').addColumn('shopper', 'text').execute();
  await kysely.schema.createIndex('stock_holds_by_shopper').on('stock_holds').column('shopper').execute();
}

/**
 * ADR-032: where a paid order goes and the card's last four digits, each written once. Added
 * columns that may be null: the version before this step still runs beside it.
 */
async function addOrderDetails(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('payments').addColumn('delivery_json', 'text').execute();
  await kysely.schema.alterTable('payments').addColumn('card_last4', 'text').execute();
}

/** ADR-032: a signed-in shopper's basket, one row each; `version` counts its writes (the ETag). */
async function createBaskets(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('baskets')
    .addColumn('uid', 'text', (column) => column.primaryKey())
    .addColumn('lines_json', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated', 'bigint', (column) => column.notNull())
    .execute();
}

/**
 * ADR-031: better-auth's tables for e-mail and password accounts, as its own generator writes them
 * for this version, with the types both engines take (SQLite stores booleans as 0/1 and times as
 * text either way).
 */
async function createAccounts(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('user')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('emailVerified', 'boolean', (column) => column.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', 'timestamptz', (column) => column.notNull())
    .addColumn('updatedAt', 'timestamptz', (column) => column.notNull())
    .execute();
  await kysely.schema
    .createTable('session')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('expiresAt', 'timestamptz', (column) => column.notNull())
    .addColumn('token', 'text', (column) => column.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (column) => column.notNull())
    .addColumn('updatedAt', 'timestamptz', (column) => column.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await kysely.schema
    .createTable('account')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('accountId', 'text', (column) => column.notNull())
    .addColumn('providerId', 'text', (column) => column.notNull())
    .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', 'timestamptz')
    .addColumn('refreshTokenExpiresAt', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', 'timestamptz', (column) => column.notNull())
    .addColumn('updatedAt', 'timestamptz', (column) => column.notNull())
    .execute();
  await kysely.schema
    .createTable('verification')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('identifier', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('expiresAt', 'timestamptz', (column) => column.notNull())
    .addColumn('createdAt', 'timestamptz', (column) => column.notNull())
    .addColumn('updatedAt', 'timestamptz', (column) => column.notNull())
    .execute();
  await kysely.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
  await kysely.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
  await kysely.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();
}

/** Secrets the server makes itself when none is configured, the same for every instance (ADR-031). */
async function createServerSecrets(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

/** ADR-030: each paid order's receipt, claimed by one instance and then marked sent. */
async function addReceipts(kysely: Kysely<unknown>): Promise<void> {
  await kysely.schema.alterTable('payments').addColumn('receipt_claimed', 'bigint').execute();
  await kysely.schema.alterTable('payments').addColumn('receipt_sent', 'bigint').execute();
  // the sales made before receipts existed are not written to now, months later
  await sql`UPDATE payments SET receipt_sent = updated WHERE status = 'succeeded'`.execute(kysely);
}

/**
 * Whether the table the schema's statements would reach exists: on PostgreSQL the one its
 * search_path finds (not a table of that name in another schema), on SQLite the file's own.
 */
async function tableExists(kysely: Kysely<unknown>, name: string): Promise<boolean> {
  if (onPostgres(kysely)) {
    const { rows } = await sql<{ found: boolean }>`SELECT to_regclass(${name}) IS NOT NULL AS found`.execute(kysely);
    return rows[0]?.found === true;
  }
  const { rows } = await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${name}`.execute(kysely);
  return rows.length > 0;
}

async function columnExists(kysely: Kysely<unknown>, table: string, column: string): Promise<boolean> {
  const query = onPostgres(kysely)
    ? sql`SELECT 1 FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`
    : sql`SELECT 1 FROM pragma_table_info(${table}) WHERE name = ${column}`;
  return (await query.execute(kysely)).rows.length > 0;
}

async function createPayments(kysely: Kysely<unknown>): Promise<void> {
  // a ledger from before the one schema (its own migrations, one per engine): brought into line
  if (await tableExists(kysely, 'payments')) return alignLedgerOfBefore(kysely);
  await kysely.schema
    .createTable('payments')
    .addColumn('intent_id', 'text', (column) => column.primaryKey())
    .addColumn('client_secret', 'text', (column) => column.notNull())
    .addColumn('uid', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status IN ('requires_payment', 'processing', 'succeeded', 'canceled')`),
    )
    .addColumn('created', 'bigint', (column) => column.notNull())
    .addColumn('updated', 'bigint', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('basket_digest', 'text', (column) => column.notNull())
    .addColumn('fulfilled', 'bigint')
    .execute();
  await kysely.schema
    .createIndex('payments_by_shopper_key')
    .unique()
    .on('payments')
    .columns(['uid', 'idempotency_key'])
    .execute();
  await kysely.schema.createIndex('payments_by_status').on('payments').columns(['status', 'created']).execute();
  await kysely.schema
    .createTable('payment_lines')
    .addColumn('intent_id', 'text', (column) => column.notNull().references('payments.intent_id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'bigint', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('unit_price_cents', 'bigint', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('product_json', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('payment_lines_pk', ['intent_id', 'position'])
    .execute();
  await kysely.schema
    .createTable('processor_events')
    .addColumn('event_id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('received', 'bigint', (column) => column.notNull())
    .execute();
  await kysely.schema.createIndex('processor_events_by_received').on('processor_events').column('received').execute();
}

/**
 * The two ledgers of before differed in one column the shop reads: PostgreSQL kept each line's
 * product as JSONB named `product`, SQLite as text named `product_json`. Its own bookkeeping
 * (`ledger_schema` in PostgreSQL, `user_version` in SQLite) gives way to this one.
 */
async function alignLedgerOfBefore(kysely: Kysely<unknown>): Promise<void> {
  if (await columnExists(kysely, 'payment_lines', 'product')) {
    await sql`ALTER TABLE payment_lines RENAME COLUMN product TO product_json`.execute(kysely);
    await sql`ALTER TABLE payment_lines ALTER COLUMN product_json TYPE TEXT USING product_json::text`.execute(kysely);
  }
  if (await tableExists(kysely, 'ledger_schema')) await kysely.schema.dropTable('ledger_schema').execute();
  await kysely.schema
    .createIndex('processor_events_by_received')
    .ifNotExists()
    .on('processor_events')
    .column('received')
    .execute();
}
