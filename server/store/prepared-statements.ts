import type pg from 'pg';

/** Distinct statements prepared at most: a statement whose text is built from its data stays unnamed past it. */
const PREPARED_LIMIT = 500;

/** PostgreSQL's answer when a prepared statement's tables changed shape since (another instance migrated). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(error));

type Query = (text: unknown, values?: unknown) => Promise<unknown>;

/**
 * Keeps the server's statements prepared on each PostgreSQL connection, as the SQL file's driver
 * keeps them prepared (ADR-029): a statement is named by its text, so that a connection parses and
 * plans it once, not at every checkout (docs/bench-notes/checkout-profile.md). A statement whose
 * tables changed shape since (another instance's migration) is prepared again under a new name;
 * inside a transaction, that transaction fails once with PostgreSQL's error.
 */
export function keepStatementsPrepared(pool: pg.Pool): void {
  const names = new Map<string, string>();
  let next = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED_LIMIT) names.set(text, (name = `shop_${(next += 1)}`));
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const prepared: Query = async (text, values) => {
      const name = typeof text === 'string' && Array.isArray(values) ? nameOf(text) : undefined;
      if (name === undefined) return query(text, values);
      try {
        return await query({ name, text, values });
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        names.delete(text as string);
        return query({ name: nameOf(text as string), text, values });
      }
    };
    (client as unknown as { query: Query }).query = prepared;
  });
}
