import { join, resolve } from 'node:path';
import type { Logger } from '../log';
import type { PaymentsLedger } from './payments-ledger';
import { createPostgresLedger } from './postgres-ledger';
import { createSqlLedger } from './sql-ledger';

interface LedgerSettings {
  dataDir: string;
  databaseUrl?: string;
}

/** Where the ledger is, fit for the start-up log (never a password), and what to change when it cannot be opened. */
export function ledgerPlace({ dataDir, databaseUrl }: LedgerSettings): { where: string; remedy: string } {
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    return { where: `PostgreSQL at ${url.host}${url.pathname}`, remedy: 'check DATABASE_URL and that the database is up' };
  }
  return { where: join(resolve(dataDir), 'payments.db'), remedy: 'set DATA_DIR to a writable folder' };
}

/** The ledger as configured: PostgreSQL, shared by every instance, when DATABASE_URL is set; else the SQL file. */
export function openLedger({ dataDir, databaseUrl }: LedgerSettings, logger: Logger): PaymentsLedger & { ready: Promise<void> } {
  if (!databaseUrl) return createSqlLedger(dataDir);
  return createPostgresLedger(databaseUrl, logger);
}
