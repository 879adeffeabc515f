import { PostgresAdapter } from 'kysely';

/**
 * Whether a database (or a transaction on it) is PostgreSQL. Where a statement differs between the
 * engines, PostgreSQL's saves round trips, which SQLite in the same process does not pay for.
 */
export const onPostgres = (kysely: { getExecutor(): { adapter: unknown } }): boolean =>
  kysely.getExecutor().adapter instanceof PostgresAdapter;
