import { createIndexedDbAuth } from '../adapters/browser/indexeddb-auth';
import { createIndexedDbOrders } from '../adapters/browser/indexeddb-orders';
import { createLocalBasketStorage } from '../adapters/browser/local-basket-storage';
import { createServerPayment } from '../adapters/shop-server/server-payment';
import type { BackOfficePort } from '../ports/back-office-port';
import type { User } from '../ports/entities';
import type { Ports } from '../ports/ports';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { portsKeptInThisBrowser, safeStorage } from '../src/app/build-ports';
import { createInPagePayments } from '../adapters/in-page/in-page-payments';
import { createInPageSales } from '../adapters/in-page/in-page-sales';
import { createInPageStock } from '../adapters/in-page/in-page-stock';
import { builtInStock } from '../server/catalog/built-in-stock';
import { createDemoCatalogue } from './offline-demo-catalogue';
import { createDemoOrders } from './offline-demo-orders';
import { withDemoStock } from './offline-demo-stock';

/**
 * The offline demo's ports (ADR-012): the embedded server's built-in catalog and test-mode card
 * payments, in memory; accounts and orders in this browser's IndexedDB, and the basket in its
 * localStorage, with no server at all. Nothing is sent anywhere. The back office runs in the page
 * on the same catalogue, stock and orders, loaded when /sell is first opened.
 */
export function createOfflineDemoPorts(): Ports {
  const catalogue = createDemoCatalogue(builtInCatalogEntries().map((entry) => entry.product));
  const payments = createInPagePayments();
  // the built-in catalog's stock, in this page's memory: a reload stocks it afresh (ADR-039)
  const stock = createInPageStock();
  void stock.stockNew(builtInStock(builtInCatalogEntries().map((entry) => entry.product.id)));
  const payment = createServerPayment(
    withDemoStock(
      {
        createPayment: (request) => payments.createPayment(request),
        getPayment: (id) => payments.getPayment(id),
        confirm: (clientSecret, card) => payments.confirm(clientSecret, card.number),
      },
      stock,
      catalogue.titleOf,
    ),
    // the test-mode card form, loaded with the checkout page
    async (processor) => (await import('../adapters/test-mode-payment/card-entry')).createCardEntry(processor),
  );
  const auth = createIndexedDbAuth();
  let shopper: User | null = null;
  auth.onUserChanged((user) => (shopper = user));
  const sales = createInPageSales();
  // each order saved is told to the back office, and its steps are taken in the page
  const orders = createDemoOrders({ orders: createIndexedDbOrders(), sales, stock, whoIsIn: () => shopper });
  let backOffice: Promise<BackOfficePort> | undefined;
  return {
    catalog: catalogue.catalog,
    payment,
    stockLevels: stock,
    ...portsKeptInThisBrowser(),
    basketStorage: createLocalBasketStorage(safeStorage()),
    auth,
    orders: orders.orders,
    // one back office for the page's life: its staff and session are the page's
    backOffice: () =>
      (backOffice ??= import('./offline-demo-back-office').then(({ createDemoBackOffice }) =>
        createDemoBackOffice({
          catalog: catalogue.admin,
          activity: catalogue.activity,
          stock,
          orders: sales,
          orderSteps: orders.steps,
          titleOf: catalogue.titleOf,
          catalogChanged: catalogue.changed,
        }),
      )),
  };
}
