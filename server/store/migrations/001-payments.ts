import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../engine';

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

export async function createPayments(kysely: Kysely<unknown>): Promise<void> {
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
