import { createAccounts } from './accounts/accounts';
import { createServerApp, type BuiltSite } from './app';
import { importCloudAdapter } from './config/cloud-install';
import type { ServerConfig } from './config/config';
import { sessionShoppers, verifiedShoppers } from './identity/shoppers';
import { createBasketStore } from './basket/basket-store';
import { createLedger } from './ledger/sql-ledger';
import { builtInCatalogEntries } from './catalog/built-in-products';
import { builtInStock } from './catalog/built-in-stock';
import { createSqlStock } from './stock/sql-stock';
import type { Logger } from './log/log';
import { createResetMailAllowance } from './accounts/reset-mail-allowance';
import { createSignInGuard } from './accounts/sign-in-guard';
import { createPaymentAllowance } from './payment/allowance';
import { createTestModeProcessor } from './payment/test-mode-processor';
import { createPayments } from './payment/payments';
import { catalogueInStore, configuredCatalogue } from './catalog/configured-catalogue';
import { keptTitles } from './catalog/store-catalog';
import { openMailer } from './mail/open-mailer';
import { openStore } from './store/open-store';
import { createSqlActivity } from './activity/sql-activity';
import { createSqlCatalogAdmin } from './catalog/sql-catalog-admin';
import { shopOrigins } from './http/shop-origin';
import { createSqlPhotoStore } from './photos/sql-photo-store';
import { createSqlStaff } from './sell/sql-staff';
import { createStaffGuard } from './sell/staff-guard';
import { rendererBesideSite } from './site/drawn-frames';
import { loadRenderBuild } from './site/render-build';
import { ledgerMerchantOrders } from './orders/merchant-orders';
import { sweepUnusedPhotos } from './photos/unused-photos';
import { createOrderSteps } from './fulfilment/order-steps';
import { createSqlOrderLife } from './fulfilment/sql-order-life';
import { repeatEvery } from './jobs/repeat';

// The cloud adapters (server/cloud/) are imported only when the configuration chooses them
// (ADR-023): the embedded default runs without their SDKs installed.

/** Stripe when configured; else the embedded default's own: card entry in test mode. */
async function paymentProcessor(config: ServerConfig, logger: Logger) {
  if (!config.stripe) return createTestModeProcessor();
  const { createStripeProcessor } = await importCloudAdapter(
    'STRIPE_SECRET_KEY (payments through Stripe)',
    () => import('./cloud/stripe-processor'),
  );
  return createStripeProcessor(config.stripe, logger);
}

async function firebaseShoppers(config: ServerConfig) {
  if (!config.firebase) return null;
  const [{ connectFirebaseAdmin }, { firestoreOrderRecords }, { firestoreOrdersOf }] = await importCloudAdapter(
    'VITE_FIREBASE_PROJECT_ID (shoppers on Firebase)',
    () =>
      Promise.all([
        import('./cloud/firebase-admin'),
        import('./cloud/firestore-order-records'),
        import('./cloud/firestore-orders-of'),
      ]),
  );
  const admin = connectFirebaseAdmin(config.firebase);
  return {
    identify: verifiedShoppers(admin.verifyIdToken),
    orderRecords: firestoreOrderRecords(admin.firestore),
    // the page sessions by which the server draws a shopper's pages (ADR-038)
    cloudSessions: { auth: admin, ordersOf: firestoreOrdersOf(admin.firestore) },
    close: admin.close,
  };
}

/**
 * The server as configured, for `npm start` and `vite dev` alike: its one store (payments, accounts
 * and sessions, baskets, stock) in an SQL file or in PostgreSQL, Stripe or the test-mode processor,
 * and, when shoppers sign in with Firebase, their tokens checked and their orders of record written
 * with the Admin SDK. Rejects with a ConfigError when the cloud adapters are
 * chosen but not installed.
 */
export async function composeServer(
  config: ServerConfig,
  options: { env: Record<string, string | undefined>; logger: Logger; staticDir?: string },
) {
  const processor = await paymentProcessor(config, options.logger);
  const firebase = await firebaseShoppers(config);
  const store = openStore(config, options.logger);
  const ledger = createLedger(store);
  const stock = createSqlStock(store);
  const mailer = openMailer(config, options.logger);
  // reset mails to one address, whoever asks for them, counted across instances (Redis)
  const resetMails = createResetMailAllowance({ redisUrl: config.redisUrl, logger: options.logger });
  // accounts need the store's schema: a store that cannot be opened stops the start here
  const accounts = await createAccounts({
    store,
    siteUrl: config.publicSiteUrl,
    mailLinksTo: config.siteUrl,
    secret: config.authSecret,
    trustedOrigins: config.allowedOrigins,
    mailer,
    resetMails,
    logger: options.logger,
  });
  // ADR-039: a new store starts with the built-in catalog's stock; another catalogue's products start unstocked
  if (config.catalogSize === undefined && !config.catalogBaseUrl)
    await stock.stockNew(builtInStock(builtInCatalogEntries().map((entry) => entry.product.id)));
  // guessing passwords and flooding sign-ups or reset mail is counted across instances (Redis)
  const signInGuard = createSignInGuard({
    redisUrl: config.redisUrl,
    trustProxyHops: config.trustProxyHops,
    perMinute: config.signInPerMinute,
    signedInShopper: accounts.shopperOf,
    logger: options.logger,
  });
  const paymentAllowance = createPaymentAllowance({
    ...config.paymentAllowance,
    instances: config.allowanceInstances,
    redisUrl: config.redisUrl,
    trustProxyHops: config.trustProxyHops,
    logger: options.logger,
  });
  // the server's own catalogue is kept in its store and edited in the back office (ADR-046)
  const kept = config.catalogBaseUrl ? null : await catalogueInStore(config, store);
  const { catalog, catalogElsewhere, prices, prerendered } = kept ?? configuredCatalogue(config);
  const orderRecords = firebase?.orderRecords ?? null;
  const payments = createPayments({
    ledger,
    processor,
    products: prices,
    orderRecords,
    receipts: { mailer, siteUrl: config.siteUrl },
    stock,
    holdSeconds: config.stockHoldSeconds,
    logger: options.logger,
  });
  // the merchant's back office: staff on the server's own accounts in every configuration (ADR-044)
  const staff = createSqlStaff(store);
  const photos = createSqlPhotoStore(store);
  // each paid order's steps after it, its refunds sent to the processor (ADR-051)
  const orderSteps = createOrderSteps({
    life: createSqlOrderLife(store),
    processor,
    orders: ledger,
    mail: { mailer, siteUrl: config.siteUrl },
    // the cloud's Firestore orders carry each order's state and timeline for the shopper's page
    records: orderRecords,
    logger: options.logger,
  });
  const backOffice = {
    staff,
    guard: createStaffGuard({
      sessionOf: accounts.sessionOf,
      staff,
      originsOf: shopOrigins(config.publicSiteUrl, config.allowedOrigins),
    }),
    activity: createSqlActivity(store),
    catalog: kept && createSqlCatalogAdmin(store),
    photos,
    orders: ledgerMerchantOrders(ledger),
    orderSteps,
    stock,
    // another host's catalogue is not the back office's to name
    titleOf: kept ? keptTitles(kept.catalog) : () => undefined,
    catalogChanged: async () => kept?.catalog.refresh(),
    mailer,
    mailLinksTo: config.siteUrl,
  };
  const app = createServerApp({
    logger: options.logger,
    catalog,
    catalogElsewhere,
    prices,
    payments,
    processor,
    ledger,
    stock,
    // shoppers signed in with Firebase in the cloud; else by the server's own session cookie
    identify: firebase?.identify ?? sessionShoppers(accounts),
    accounts,
    signInGuard: signInGuard.middleware,
    baskets: createBasketStore(store),
    backOffice,
    orderSteps,
    photos,
    paymentAllowance,
    trustProxyHops: config.trustProxyHops,
    site: options.staticDir ? await builtSite(options.staticDir, prerendered, options.logger) : null,
    cloudSessions: firebase?.cloudSessions ?? null,
    siteUrl: config.publicSiteUrl,
    allowedOrigins: config.allowedOrigins,
    env: options.env,
  });
  return {
    app,
    /** where the shop's e-mail goes, for the start-up log */
    mailWhere: mailer.where,
    /** rejects when the store cannot be opened (a folder that cannot be written, a database down) */
    ready: store.ready,
    /**
     * The background jobs, every minute until `stop` aborts: unpaid checkouts past their hold
     * cancelled and their stock given back, old processor events forgotten; and at once, orders of
     * record that could not be written before a restart (their store was down). Every few seconds,
     * a look for catalogue changes made on another instance; every minute, the orders' refunds the
     * processor has not confirmed sent again (ADR-051); every hour, the photos nothing names removed
     * (ADR-050).
     */
    startJobs(stop: AbortSignal) {
      // a change another instance made reaches this one's shoppers within seconds
      kept?.catalog.follow(stop);
      if (orderRecords) void payments.fulfilOutstanding();
      payments.startHousekeeping(stop);
      repeatEvery(
        60_000,
        stop,
        () => orderSteps.sendWhatIsDue(),
        (error) => options.logger.error('Sending the orders’ refunds failed; tried again in a minute', error),
      );
      sweepUnusedPhotos(store, options.logger, stop);
    },
    close: async () => {
      await store.close();
      mailer.close();
      await firebase?.close();
      await paymentAllowance.close();
      await signInGuard.close();
      await resetMails.close();
    },
  };
}

/**
 * The built site, and the app's render build beside it, which draws the signed-in pages for their
 * shopper (ADR-036) and the browse pages once the catalogue has changed (ADR-049).
 */
async function builtSite(staticDir: string, prerendered: boolean | (() => boolean), logger: Logger): Promise<BuiltSite> {
  const renderer = await loadRenderBuild(rendererBesideSite(staticDir), logger);
  return { staticDir, prerendered, signedInRenderer: renderer, browseRenderer: renderer };
}
