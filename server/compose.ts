import { createServerApp } from './app';
import type { ServerConfig } from './config';
import { connectFirebaseAdmin } from './firebase/admin';
import { firestoreOrderRecords } from './fulfilment/firestore-order-records';
import { verifiedShoppers } from './identity/shoppers';
import { openLedger } from './ledger/open-ledger';
import type { Logger } from './log';
import { createPaymentAllowance } from './payment/rate-limit';
import { createStripeProcessor } from './payment/stripe-processor';

/**
 * The server as configured, for `npm start` and `vite dev` alike: the ledger on disk or in PostgreSQL, Stripe or the
 * test-mode processor, and, when shoppers sign in with Firebase, their tokens checked and their
 * orders of record written with the Admin SDK.
 */
export function composeServer(
  config: ServerConfig,
  options: { env: Record<string, string | undefined>; logger: Logger; staticDir?: string },
) {
  const ledger = openLedger(config, options.logger);
  const firebase = config.firebase && connectFirebaseAdmin(config.firebase);
  const paymentAllowance = createPaymentAllowance({
    ...config.rateLimit,
    redisUrl: config.redisUrl,
    trustProxyHops: config.trustProxyHops,
    logger: options.logger,
  });
  // pruning and late orders of record, every minute until closed
  const housekeeping = new AbortController();
  const app = createServerApp({
    catalogSize: config.catalogSize,
    catalogBaseUrl: config.catalogBaseUrl,
    processor: config.stripe ? createStripeProcessor(config.stripe, options.logger) : undefined,
    ledger,
    identify: firebase ? verifiedShoppers(firebase.verifyIdToken) : undefined,
    orderRecords: firebase ? firestoreOrderRecords(firebase.firestore) : null,
    paymentAllowance,
    housekeeping: housekeeping.signal,
    staticDir: options.staticDir,
    allowedOrigins: config.allowedOrigins,
    env: options.env,
    logger: options.logger,
  });
  return {
    app,
    /** rejects when the ledger cannot be opened (a folder that cannot be written, a database down) */
    ready: ledger.ready,
    close: async () => {
      housekeeping.abort();
      await ledger.close();
      await firebase?.close();
      await paymentAllowance.close();
    },
  };
}
