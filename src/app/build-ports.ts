import { createLocalBasketStorage } from '../../adapters/browser/local-basket-storage';
import { createIndexedDbAuth } from '../../adapters/browser/indexeddb-auth';
import { createIndexedDbOrders } from '../../adapters/browser/indexeddb-orders';
import { createDemoPaymentApi, type DemoPaymentApi } from '../../adapters/demo-payment/api';
import { createDemoPayment } from '../../adapters/demo-payment/demo-payment';
import { createFakestoreCatalog } from '../../adapters/fakestore/fakestore-catalog';
import type { AuthPort } from '../../ports/auth-port';
import type { OrdersPort } from '../../ports/orders-port';
import type { CardEntry, PaymentPort } from '../../ports/payment-port';
import type { Ports } from '../../ports/ports';
import type { AppConfig } from './config';

/** Builds each port from the configuration; Firebase and Stripe load only when configured. */
export async function buildPorts(config: AppConfig): Promise<Ports> {
  return {
    catalog: createFakestoreCatalog({ baseUrl: config.catalogBaseUrl }),
    basketStorage: createLocalBasketStorage(safeLocalStorage()),
    ...(await buildAccounts(config)),
    payment: buildPayment(config),
  };
}

/** localStorage can throw on access when the browser blocks storage. */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function buildAccounts(config: AppConfig): Promise<{ auth: AuthPort; orders: OrdersPort }> {
  if (!config.firebase) return { auth: createIndexedDbAuth(), orders: createIndexedDbOrders() };
  const { createFirebasePorts } = await import('../../adapters/firebase/firebase-ports');
  return createFirebasePorts(config.firebase);
}

function buildPayment(config: AppConfig): PaymentPort {
  const publishableKey = config.stripePublishableKey;
  if (!publishableKey) return createDemoPayment({ baseUrl: config.paymentApiBaseUrl });
  return paymentWithCardEntry(createDemoPaymentApi({ baseUrl: config.paymentApiBaseUrl }), async () =>
    (await import('../../adapters/stripe/stripe-card-entry')).createStripeCardEntry(publishableKey),
  );
}

/** The Stripe configuration: the shop's payment server creates the intent (Stripe behind it); Stripe.js takes the card. */
export function paymentWithCardEntry(server: DemoPaymentApi, loadCardEntry: () => Promise<CardEntry>): PaymentPort {
  return {
    createPayment: (request) => server.createPayment(request),
    getPayment: (id) => server.getPayment(id),
    loadCardEntry,
  };
}
