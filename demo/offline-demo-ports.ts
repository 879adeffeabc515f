import { createIndexedDbAuth } from '../adapters/browser/indexeddb-auth';
import { createIndexedDbOrders } from '../adapters/browser/indexeddb-orders';
import { createLocalBasketStorage } from '../adapters/browser/local-basket-storage';
import { createServerPayment } from '../adapters/shop-server/server-payment';
import type { Ports } from '../ports/ports';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { portsKeptInThisBrowser, safeStorage } from '../src/app/build-ports';
import { createInPageCatalog } from '../adapters/in-page/in-page-catalog';
import { createInPagePayments } from '../adapters/in-page/in-page-payments';
import { createInPageStock } from '../adapters/in-page/in-page-stock';
import { builtInStock } from '../server/catalog/built-in-stock';
import { withDemoStock } from './offline-demo-stock';

/**
 * The offline demo's ports (ADR-012): the embedded server's built-in catalog and test-mode card
 * payments, in memory; accounts and orders in this browser's IndexedDB, and the basket in its
 * localStorage, with no server at all. Nothing is sent anywhere.
 */
export function createOfflineDemoPorts(): Ports {
  const products = builtInCatalogEntries().map((entry) => entry.product);
  const payments = createInPagePayments();
  // the built-in catalog's stock, in this page's memory: a reload stocks it afresh (ADR-039)
  const stock = createInPageStock();
  void stock.stockNew(builtInStock(products.map((product) => product.id)));
  const payment = createServerPayment(
    withDemoStock(
      {
        createPayment: (request) => payments.createPayment(request),
        getPayment: (id) => payments.getPayment(id),
        confirm: (clientSecret, card) => payments.confirm(clientSecret, card.number),
      },
      stock,
      new Map(products.map((product) => [product.id, product])),
    ),
    // the test-mode card form, loaded with the checkout page
    async (processor) => (await import('../adapters/test-mode-payment/card-entry')).createCardEntry(processor),
  );
  return {
    catalog: createInPageCatalog(products),
    payment,
    stockLevels: stock,
    ...portsKeptInThisBrowser(),
    basketStorage: createLocalBasketStorage(safeStorage()),
    auth: createIndexedDbAuth(),
    orders: createIndexedDbOrders(),
  };
}
