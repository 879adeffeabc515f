import { createLocalWaitingChanges } from '../../adapters/browser/local-waiting-changes';
import { createLocalPendingOrders } from '../../adapters/browser/local-pending-orders';
import { createLocalRecentlyViewed } from '../../adapters/browser/local-recently-viewed';
import { createFakestoreCatalog } from '../../adapters/fakestore/fakestore-catalog';
import { createServerBasket } from '../../adapters/shop-server/server-basket';
import { createServerPasskeys } from '../../adapters/shop-server/server-passkeys';
import type { CardEntryLoader } from '../../adapters/shop-server/server-payment';
import { createServerStockLevels } from '../../adapters/shop-server/server-stock-levels';
import { createSessionAuth } from '../../adapters/shop-server/session-auth';
import type { ShopperCredentials } from '../../ports/auth-port';
import type { PaymentPort } from '../../ports/payment-port';
import { ordersFailure, ordersOnFirstUse, paymentOnFirstUse } from '../../ports/on-first-use';
import type { Ports } from '../../ports/ports';
import type { AppConfig } from './config';
import { whenAppInteractive, whenUserMayShow } from './when-app-started';

/** Builds each port from the configuration; Firebase and Stripe load only when configured. */
export async function buildPorts(config: AppConfig): Promise<Ports> {
  const accounts = await buildAccounts(config);
  return {
    catalog: createFakestoreCatalog({ baseUrl: config.catalogBaseUrl }),
    // kept by the shop's server whatever the catalogue host (ADR-039)
    stockLevels: createServerStockLevels({ baseUrl: config.paymentApiBaseUrl, whenReady: whenUserMayShow() }),
    ...portsKeptInThisBrowser(),
    ...accounts,
    // every payment belongs to the shopper who makes it (ADR-008)
    payment: buildPayment(config, () => accounts.auth.credentials()),
    // the staff sign in with the shop server's accounts in either configuration, on this page's origin (ADR-048)
    backOffice: async () =>
      (await import('../../adapters/shop-server/back-office-client')).createBackOfficeClient({ baseUrl: '' }),
  };
}

/** localStorage can throw on access when the browser blocks storage. */
export function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The one queue of waiting basket changes (ADR-042): the basket store's and the server basket's. */
const waitingChanges = createLocalWaitingChanges(safeStorage());

/** The basket and the pending orders, kept in this browser's storage whatever the configuration. */
export function portsKeptInThisBrowser(): Pick<Ports, 'waitingChanges' | 'pendingOrders' | 'recentlyViewed'> {
  return {
    waitingChanges,
    pendingOrders: createLocalPendingOrders(safeStorage()),
    recentlyViewed: createLocalRecentlyViewed(safeStorage()),
  };
}

type Accounts = Pick<Ports, 'auth' | 'orders' | 'basketStorage'> & Partial<Pick<Ports, 'passkeys'>>;

/**
 * Accounts of the embedded default, kept by the shop's own server: the session a cookie (ADR-031),
 * the orders of record and a signed-in shopper's basket on any of their devices (ADR-032), and
 * passkeys beside the password (ADR-034).
 */
function serverAccounts(): Accounts {
  const auth = createSessionAuth({ baseUrl: '' });
  return {
    auth,
    // a passkey's sign-in sets the server's session cookie: the AuthPort reports the shopper at once
    passkeys: createServerPasskeys({ baseUrl: '', onSignedIn: (user) => auth.announceSignIn(user) }),
    // loaded when first used: the home page's script stays within its budget (ADR-025)
    orders: ordersOnFirstUse(
      async () => (await import('../../adapters/shop-server/server-orders')).createServerOrders({ baseUrl: '' }),
      // the shopper cancels an order not shipped yet on its page (ADR-051)
      { cancels: true },
    ),
    // a guest's basket stays in this page; a signed-in shopper's is the server's (ADR-042)
    basketStorage: serverBasket(''),
  };
}

async function buildAccounts(config: AppConfig): Promise<Accounts> {
  if (!config.firebase) return serverAccounts();
  // the SDKs wait until the page is interactive and the shopper acts: signed-in pages draw from the
  // cached user (ADR-024) or the server's drawing (ADR-038)
  const [{ createCloudPorts }, { whenShopperActs }] = await Promise.all([
    import('../../adapters/firebase/cloud-ports'),
    // only the cloud waits for the shopper: its code stays out of the embedded default's load
    import('./when-shopper-acts'),
  ]);
  const cloud = createCloudPorts(config.firebase, {
    storage: safeStorage(),
    whenStarted: whenUserMayShow(),
    whenInteractive: whenShopperActs(whenAppInteractive()),
    // the server that serves these pages draws the shopper's own by a session cookie (ADR-038)
    pageSession: { baseUrl: '' },
  });
  const credentials = () => cloud.auth.credentials();
  return {
    ...cloud,
    // the orders are Firestore's, but the shop's server cancels one (ADR-051): the live list then shows it
    orders: { ...cloud.orders, cancelOrder: cancelOnServer(config.paymentApiBaseUrl, credentials) },
    // the signed-in basket is the shop server's in the cloud too: it knows the shopper by the ID token
    basketStorage: serverBasket(config.paymentApiBaseUrl, credentials),
  };
}

/** The shopper's cancel of an order on the shop's server, by the ID token; its code loads with the first cancel. */
function cancelOnServer(baseUrl: string, credentials: () => Promise<ShopperCredentials | null>) {
  return async (_uid: string, orderId: string) => {
    const { serverCancellation } = await import('../../adapters/shop-server/order-cancellation').catch((error: unknown) => {
      throw ordersFailure('cancel the order', error);
    });
    await serverCancellation({ baseUrl, credentials })(orderId);
  };
}

/** The signed-in basket kept by the shop's server (ADR-042); the code that sends its changes loads for a signed-in shopper only. */
function serverBasket(baseUrl: string, credentials?: () => Promise<ShopperCredentials | null>) {
  const loadSender = async () => {
    const { createBasketSender, createLocalBasketStorage } = await import('./signed-in-basket-code');
    return { createBasketSender, copy: createLocalBasketStorage(safeStorage()) };
  };
  return createServerBasket({ baseUrl, credentials, loadSender, waiting: waitingChanges });
}

/**
 * The payment server's PaymentPort, its code loaded with the first payment (ADR-025), and the
 * configuration's card entry, loaded with the checkout page: Stripe's card element (Stripe.js loads
 * with it) when a publishable key is set, else the test-mode card form of our own.
 */
function buildPayment(config: AppConfig, credentials: () => Promise<ShopperCredentials | null>): PaymentPort {
  const publishableKey = config.stripePublishableKey;
  const loadCardEntry: CardEntryLoader = publishableKey
    ? async () => (await import('../../adapters/stripe/stripe-card-entry')).createStripeCardEntry(publishableKey)
    : async (server) => (await import('../../adapters/test-mode-payment/card-entry')).createCardEntry(server);
  return paymentOnFirstUse(async () => {
    const [{ createPaymentServerApi }, { createServerPayment }] = await Promise.all([
      import('../../adapters/shop-server/payment-server-api'),
      import('../../adapters/shop-server/server-payment'),
    ]);
    return createServerPayment(createPaymentServerApi({ baseUrl: config.paymentApiBaseUrl, credentials }), loadCardEntry);
  });
}
