import type { MiddlewareHandler } from 'hono';
import type { StockPort } from '../../ports/stock-port';
import type { Accounts } from '../accounts/accounts';
import { createServerApp, type ServerAppParts } from '../app';
import type { BasketStore } from '../basket/basket-store';
import { configuredCatalogue } from '../catalog/configured-catalogue';
import { DEFAULT_STOCK_HOLD_MINUTES } from '../config/config';
import type { OrderRecords } from '../fulfilment/order-records';
import { sessionShoppers, type IdentifyShopper } from '../identity/shoppers';
import type { PaymentsLedger } from '../ledger/payments-ledger';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger, type Logger } from '../log/log';
import type { PaymentAllowance } from '../payment/allowance';
import { createPayments } from '../payment/payments';
import type { PaymentProcessor } from '../payment/processor';
import type { Receipts } from '../payment/receipts';
import { createTestModeProcessor } from '../payment/test-mode-processor';
import type { SignedInPageRenderer } from '../site/signed-in-drawing';
import { createSqlStock } from '../stock/sql-stock';
import { openSqlStore } from '../store/open-store';
import type { BackOffice } from '../sell/back-office';
import type { PhotoStorePort } from '../../ports/photo-store-port';
import { createMemoryPhotoStore } from '../../test-doubles/memory-photo-store';
import type { OrderSteps } from '../fulfilment/order-steps';

/** What a test may choose of the server; everything else takes the test part below. */
export interface TestServerAppOptions {
  catalogSize?: number;
  catalogBaseUrl?: string;
  ledger?: PaymentsLedger;
  stock?: StockPort;
  processor?: PaymentProcessor;
  identify?: IdentifyShopper;
  accounts?: Accounts;
  signInGuard?: MiddlewareHandler;
  baskets?: BasketStore;
  /** the back office under /api/sell; none without it */
  backOffice?: BackOffice;
  photos?: PhotoStorePort;
  orderRecords?: OrderRecords;
  /** each paid order's life (ADR-051), on the ledger's store */
  orderSteps?: OrderSteps;
  receipts?: Receipts;
  paymentAllowance?: PaymentAllowance;
  trustProxyHops?: number;
  /** the payments' and the test-mode processor's clock */
  now?: () => Date;
  /** the built app to serve: only the API without it */
  staticDir?: string;
  signedInRenderer?: SignedInPageRenderer;
  cloudSessions?: ServerAppParts['cloudSessions'];
  siteUrl?: string;
  allowedOrigins?: string[];
  env?: Record<string, string | undefined>;
  logger?: Logger;
}

const nobodySignedIn: IdentifyShopper = async () => null;

/**
 * The shop's server for tests and build tools, with a test part in place of each one `options`
 * leaves out: the ledger and the stock on one SQL store in memory, the test-mode processor on the
 * test's clock, the shoppers of the server's own sessions when it has `accounts` (else nobody is
 * signed in), a silent log, and no sign-in guard, receipts, allowance or background jobs.
 */
export function createTestServerApp(options: TestServerAppOptions = {}) {
  // the ledger and the stock share one store: a hold is written with the intent it is for
  const store = options.ledger && options.stock ? null : openSqlStore(':memory:');
  const ledger = options.ledger ?? createLedger(store!);
  const stock = options.stock ?? createSqlStock(store!);
  const processor = options.processor ?? createTestModeProcessor({ now: options.now });
  const logger = options.logger ?? silentLogger;
  const { catalog, catalogElsewhere, prices, prerendered } = configuredCatalogue(options);
  const payments = createPayments({
    ledger,
    processor,
    products: prices,
    orderRecords: options.orderRecords ?? null,
    receipts: options.receipts ?? null,
    stock,
    holdSeconds: DEFAULT_STOCK_HOLD_MINUTES * 60,
    logger,
    now: options.now,
  });
  return createServerApp({
    logger,
    catalog,
    catalogElsewhere,
    prices,
    payments,
    processor,
    ledger,
    stock,
    identify: options.identify ?? (options.accounts ? sessionShoppers(options.accounts) : nobodySignedIn),
    accounts: options.accounts ?? null,
    signInGuard: options.signInGuard ?? null,
    baskets: options.baskets ?? null,
    backOffice: options.backOffice ?? null,
    orderSteps: options.orderSteps,
    photos: options.photos ?? createMemoryPhotoStore(),
    paymentAllowance: options.paymentAllowance ?? null,
    trustProxyHops: options.trustProxyHops ?? 0,
    site: options.staticDir
      ? { staticDir: options.staticDir, prerendered, signedInRenderer: options.signedInRenderer ?? null }
      : null,
    cloudSessions: options.cloudSessions ?? null,
    siteUrl: options.siteUrl,
    allowedOrigins: options.allowedOrigins ?? [],
    env: options.env ?? {},
  });
}
