import { createApp } from './app';
import type { ServerConfig } from './config';
import { connectFirebaseAdmin } from './firebase/admin';
import { firestoreOrderRecords } from './fulfilment/firestore-order-records';
import { verifiedShoppers } from './identity/shoppers';
import { createSqlLedger } from './ledger/sql-ledger';
import type { Logger } from './log';
import { createStripeProcessor } from './payment/stripe-processor';

/**
 * The server as configured, for `npm start` and `vite dev` alike: the ledger on disk, Stripe or the
 * test-mode processor, and, when shoppers sign in with Firebase, their tokens checked and their
 * orders of record written with the Admin SDK.
 */
export function composeServer(
  config: ServerConfig,
  options: { env: Record<string, string | undefined>; logger: Logger; staticDir?: string },
) {
  const ledger = createSqlLedger(config.dataDir);
  const firebase = config.firebase && connectFirebaseAdmin(config.firebase);
  const app = createApp({
    catalogSize: config.catalogSize,
    catalogBaseUrl: config.catalogBaseUrl,
    processor: config.stripe ? createStripeProcessor(config.stripe, options.logger) : undefined,
    ledger,
    identify: firebase ? verifiedShoppers(firebase.verifyIdToken) : undefined,
    orderRecords: firebase ? firestoreOrderRecords(firebase.firestore) : null,
    rateLimit: config.rateLimit,
    staticDir: options.staticDir,
    allowedOrigins: config.allowedOrigins,
    env: options.env,
    logger: options.logger,
  });
  return {
    app,
    /** rejects when the ledger cannot be opened (a folder that cannot be written, say) */
    ready: ledger.ready,
    close: async () => {
      ledger.close();
      await firebase?.close();
    },
  };
}
