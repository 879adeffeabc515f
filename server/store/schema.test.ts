// @vitest-environment node
import { sql } from 'kysely';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_TABLES } from '../test-support/ledgers-of-before';
import { openSqlStore, type Store } from './open-store';

/** Each table's columns as schema.ts types them, and whether its type admits null. */
function typedTables(): Map<string, Map<string, { nullable: boolean }>> {
  const file = join(import.meta.dirname, 'schema.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map(
    source.statements.filter(ts.isInterfaceDeclaration).map((declaration) => [declaration.name.text, declaration]),
  );
  const columnsOf = (declaration: ts.InterfaceDeclaration) =>
    new Map(
      declaration.members.filter(ts.isPropertySignature).map((column) => {
        // a column that may be null names null in its type (ColumnType's select type included)
        const typeText = column.type!.getText(source);
        return [(column.name as ts.Identifier).text, { nullable: /\bnull\b/.test(typeText) }];
      }),
    );
  const tables = interfaces.get('StoreTables')!.members.filter(ts.isPropertySignature);
  return new Map(
    tables.map((table) => [(table.name as ts.Identifier).text, columnsOf(interfaces.get(table.type!.getText(source))!)]),
  );
}

/** better-auth's own tables, of which the server types only the columns it reads. */
const READ_IN_PART = new Set(['session', 'user']);

let store: Store;
beforeAll(async () => {
  store = openSqlStore(':memory:');
  await store.ready;
});
afterAll(() => store.close());

const columnsInTheStore = async (table: string) =>
  new Map(
    (
      await sql<{
        name: string;
        notnull: number;
        pk: number;
      }>`SELECT name, "notnull", pk FROM pragma_table_info(${table})`.execute(store.kysely)
    ).rows.map((column) => [column.name, { nullable: column.notnull === 0 && column.pk === 0 }]),
  );

describe('the store’s table types, against a store its migrations made', () => {
  const tables = typedTables();

  it("types every table of the store but the migrator's and the two of better-auth's the server never reads", () => {
    const untyped = new Set(['kysely_migration', 'kysely_migration_lock', 'account', 'verification']);
    expect([...tables.keys()].sort()).toEqual(STORE_TABLES.filter((table) => !untyped.has(table)));
  });

  it.each([...tables.keys()])('types %s with the columns its DDL makes, null where the DDL allows it', async (table) => {
    const made = await columnsInTheStore(table);
    const typed = tables.get(table)!;
    const kept = READ_IN_PART.has(table) ? new Map([...made].filter(([name]) => typed.has(name))) : made;
    expect(Object.fromEntries(typed)).toEqual(Object.fromEntries(kept));
  });
});
