import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * ADR-047: the activity record, one row per back-office change, appended and never changed. `id`
 * is the order of recording; who made the change is kept by id and e-mail as they were then.
 */
export async function createActivity(kysely: Kysely<unknown>): Promise<void> {
  // numbered by the database as rows are written: SQLite's own row id, PostgreSQL's sequence
  const postgres = kysely.getExecutor().adapter instanceof PostgresAdapter;
  await kysely.schema
    .createTable('activity')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (column) => column.primaryKey())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor_email', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
}
