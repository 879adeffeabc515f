import { createIndexedDbAuth } from '../adapters/browser/indexeddb-auth';
import { createIndexedDbOrders } from '../adapters/browser/indexeddb-orders';
import { createCardFormPayment } from '../adapters/test-mode-payment/test-mode-payment';
import type { Ports } from '../ports/ports';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { browserStorage } from '../src/app/build-ports';
import { createMemoryCatalog } from '../test-doubles/memory-catalog';
import { createMemoryPayment } from '../test-doubles/memory-payment';

/**
 * The offline demo's ports (ADR-012): the embedded server's built-in catalog and test-mode card
 * payments, in memory; accounts and orders in this browser's IndexedDB, and the basket in its
 * localStorage, with no server at all. Nothing is sent anywhere.
 */
export function createOfflineDemoPorts(): Ports {
  const catalog = createMemoryCatalog(builtInCatalogEntries().map((entry) => entry.product));
  const memory = createMemoryPayment();
  const payment = createCardFormPayment({
    createPayment: (request) => memory.payment.createPayment(request),
    getPayment: (id) => memory.payment.getPayment(id),
    confirm: (clientSecret, card) => memory.confirmCard(clientSecret, card.number),
  });
  return { catalog: catalog.catalog, payment, ...browserStorage(), auth: createIndexedDbAuth(), orders: createIndexedDbOrders() };
}
