import type { Client, InValue, Transaction } from '@libsql/client';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type CompiledQuery,
  type Kysely,
  type QueryResult,
} from 'kysely';

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

class LibsqlConnection implements DatabaseConnection {
  /** the client hands each statement a connection of its pool: a transaction holds one of its own */
  #transaction: Transaction | null = null;

  constructor(private readonly client: Client) {}

  async begin(): Promise<void> {
    // 'write' begins IMMEDIATE: the write lock from the start, so that another process on the same
    // file waits for it (busy timeout) instead of failing when this transaction first writes (ADR-018)
    this.#transaction = await this.client.transaction('write');
  }

  async end(outcome: 'commit' | 'rollback'): Promise<void> {
    const transaction = this.#transaction;
    this.#transaction = null;
    await (outcome === 'commit' ? transaction?.commit() : transaction?.rollback());
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await (this.#transaction ?? this.client).execute({ sql: query.sql, args: query.parameters as InValue[] });
    // plain objects by column name: a libsql row is also indexed by position
    const rows = result.rows.map((row) => Object.fromEntries(result.columns.map((column, index) => [column, row[index]])));
    return {
      rows: rows as R[],
      numAffectedRows: BigInt(result.rowsAffected),
      insertId: result.lastInsertRowid,
    };
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; nothing here streams
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('The SQL file store does not stream query results.');
  }
}

/**
 * One line of turns per file in this process: the library waits for SQLite's write lock without
 * yielding, so a second client on the same file in this process (tests opening two "instances")
 * must not begin while the first holds the lock across its awaits.
 */
const turnsByFile = new Map<string, Turns>();

class LibsqlDriver implements Driver {
  readonly #turns: Turns;
  readonly #connection: LibsqlConnection;

  constructor(
    private readonly client: Client,
    file: string | null,
  ) {
    this.#connection = new LibsqlConnection(client);
    this.#turns = file === null ? new Turns() : (turnsByFile.get(file) ?? turnsByFile.set(file, new Turns()).get(file)!);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    await this.#connection.begin();
  }

  async commitTransaction(): Promise<void> {
    await this.#connection.end('commit');
  }

  async rollbackTransaction(): Promise<void> {
    await this.#connection.end('rollback');
  }

  async releaseConnection(): Promise<void> {
    this.#turns.give();
  }

  async destroy(): Promise<void> {
    this.client.close();
  }
}

/** SQLite's own adapter, but migrations run in one transaction: SQLite's DDL is transactional. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely over an @libsql/client connection to an SQL file (null: in memory): the embedded store's dialect. */
export function libsqlDialect(client: Client, file: string | null): Dialect {
  return {
    createAdapter: () => new TransactionalSqliteAdapter(),
    createDriver: () => new LibsqlDriver(client, file),
    createIntrospector: (kysely: Kysely<unknown>) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
