import type Database from 'libsql';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

type Statement = ReturnType<Database.Database['prepare']>;

/**
 * SQLite on one connection takes one statement or transaction at a time: a request waits its turn
 * here rather than run inside another request's transaction.
 */
class Turns {
  #last: Promise<void> = Promise.resolve();
  #release: (() => void)[] = [];

  async take(): Promise<void> {
    const before = this.#last;
    let release!: () => void;
    this.#last = new Promise((resolve) => (release = resolve));
    this.#release.push(release);
    await before;
  }

  give(): void {
    this.#release.shift()?.();
  }
}

/** statements kept prepared: the store's queries are a few dozen shapes, asked again and again */
const PREPARED_KEPT = 256;

/** A value as SQLite keeps it: a flag as 0 or 1, a date as milliseconds, as the store always wrote them. */
const storable = (value: unknown): unknown => {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.valueOf();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  return value;
};

/**
 * The process's one connection to the file. Each statement runs synchronously (the file is local):
 * no statement waits on another thread, and a transaction of several statements holds its turn for
 * the microtasks between them only.
 */
class SqliteConnection implements DatabaseConnection {
  readonly #prepared = new Map<string, Statement>();

  constructor(private readonly sqlite: Database.Database) {}

  #statement(sql: string): Statement {
    let statement = this.#prepared.get(sql);
    if (statement) {
      // most recently used last: the first is the one to forget when the map is full
      this.#prepared.delete(sql);
    } else {
      statement = this.sqlite.prepare(sql);
      if (this.#prepared.size >= PREPARED_KEPT) this.#prepared.delete(this.#prepared.keys().next().value!);
    }
    this.#prepared.set(sql, statement);
    return statement;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#statement(query.sql);
    const parameters = query.parameters.map(storable);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; nothing here streams
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('The SQL file store does not stream query results.');
  }
}

/**
 * One line of turns per file in this process: SQLite waits for its write lock without yielding, so a
 * second connection on the same file in this process (tests opening two "instances") must not begin
 * while the first holds the lock across its awaits.
 */
const turnsByFile = new Map<string, Turns>();

class SqliteFileDriver implements Driver {
  readonly #turns: Turns;
  readonly #connection: SqliteConnection;

  constructor(
    private readonly sqlite: Database.Database,
    file: string | null,
  ) {
    this.#connection = new SqliteConnection(sqlite);
    this.#turns = file === null ? new Turns() : (turnsByFile.get(file) ?? turnsByFile.set(file, new Turns()).get(file)!);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    // IMMEDIATE: the write lock from the start, so that another process on the same file waits for
    // it (busy timeout) instead of failing when this transaction first writes (ADR-018)
    this.sqlite.exec('BEGIN IMMEDIATE');
  }

  async commitTransaction(): Promise<void> {
    this.sqlite.exec('COMMIT');
  }

  async rollbackTransaction(): Promise<void> {
    if (this.sqlite.inTransaction) this.sqlite.exec('ROLLBACK');
  }

  async releaseConnection(): Promise<void> {
    this.#turns.give();
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }
}

/** SQLite's own adapter, but migrations run in one transaction: SQLite's DDL is transactional. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely over one libsql connection to an SQL file (null: in memory): the embedded store's dialect. */
export function libsqlDialect(sqlite: Database.Database, file: string | null): Dialect {
  return {
    createAdapter: () => new TransactionalSqliteAdapter(),
    createDriver: () => new SqliteFileDriver(sqlite, file),
    createIntrospector: (kysely: Kysely<unknown>) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
