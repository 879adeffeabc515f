import { createServerApp, type ServerAppOptions } from '../app';
import { sessionShoppers, type IdentifyShopper } from '../identity/shoppers';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import { createTestModeProcessor } from '../payment/test-mode-processor';
import { createSqlStock } from '../stock/sql-stock';
import { openSqlStore } from '../store/open-store';

/** The server's options, any of its parts left out. */
export type TestServerAppOptions = Partial<ServerAppOptions>;

const nobodySignedIn: IdentifyShopper = async () => null;

/**
 * The shop's server for tests and build tools, with a test part in place of each one `options`
 * leaves out: the ledger and the stock on one SQL store in memory, the test-mode processor on the
 * test's clock, the shoppers of the server's own sessions when it has `accounts` (else nobody is
 * signed in), a silent log, and no sign-in guard, receipts, allowance or housekeeping.
 */
export function createTestServerApp(options: TestServerAppOptions = {}) {
  // the ledger and the stock share one store: a hold is written with the intent it is for
  const store = options.ledger && options.stock ? null : openSqlStore(':memory:');
  return createServerApp({
    ...options,
    logger: options.logger ?? silentLogger,
    ledger: options.ledger ?? createLedger(store!),
    stock: options.stock ?? createSqlStock(store!),
    processor: options.processor ?? createTestModeProcessor({ now: options.now }),
    identify: options.identify ?? (options.accounts ? sessionShoppers(options.accounts) : nobodySignedIn),
    signInGuard: options.signInGuard ?? null,
    receipts: options.receipts ?? null,
    paymentAllowance: options.paymentAllowance ?? null,
    housekeeping: options.housekeeping ?? null,
  });
}
