import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { openPostgresStore } from './open-store';

let server: LocalPostgres;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

describe('statements kept prepared on PostgreSQL', () => {
  it('parses a statement once per connection, whatever its values', async () => {
    const store = openPostgresStore(await server.newDatabase());
    await store.ready;
    try {
      const prepared = await store.kysely.connection().execute(async (connection) => {
        for (const value of [1, 2, 3]) {
          const { rows } = await sql<{ doubled: number }>`SELECT ${value}::integer * 2 AS doubled`.execute(connection);
          expect(rows).toEqual([{ doubled: value * 2 }]);
        }
        const { rows } = await sql<{ statement: string }>`
          SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%AS doubled'`.execute(connection);
        return rows.map((row) => row.statement);
      });
      expect(prepared).toEqual(['SELECT $1::integer * 2 AS doubled']);
    } finally {
      await store.close();
    }
  });

  it('answers with the new shape once another instance has changed a table it reads', async () => {
    const url = await server.newDatabase();
    const store = openPostgresStore(url);
    await store.ready;
    const other = new pg.Client(url);
    await other.connect();
    try {
      await other.query('CREATE TABLE notes (id integer PRIMARY KEY, body text)');
      await other.query("INSERT INTO notes VALUES (1, 'first')");
      const read = () =>
        store.kysely
          .connection()
          .execute(async (connection) => (await sql`SELECT * FROM notes WHERE id = ${1}`.execute(connection)).rows);
      expect(await read()).toEqual([{ id: 1, body: 'first' }]);
      await other.query('ALTER TABLE notes ADD COLUMN pinned boolean NOT NULL DEFAULT false');
      expect(await read()).toEqual([{ id: 1, body: 'first', pinned: false }]);
    } finally {
      await other.end();
      await store.close();
    }
  });
});
