import { createCardFormPayment } from '../adapters/test-mode-payment/test-mode-payment';
import type { Ports } from '../ports/ports';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { browserAccounts, browserStorage } from '../src/app/build-ports';
import { createMemoryCatalog } from '../test-doubles/memory-catalog';
import { createMemoryPayment } from '../test-doubles/memory-payment';

/**
 * The offline demo's ports (ADR-012): the embedded server's built-in catalog and test-mode card
 * payments, in memory; accounts, orders and the basket kept in the browser as in the embedded
 * default. Nothing is sent anywhere.
 */
export function createOfflineDemoPorts(): Ports {
  const catalog = createMemoryCatalog(builtInCatalogEntries().map((entry) => entry.product));
  const memory = createMemoryPayment();
  const payment = createCardFormPayment({
    createPayment: (request) => memory.payment.createPayment(request),
    getPayment: (id) => memory.payment.getPayment(id),
    confirm: (clientSecret, card) => memory.confirmCard(clientSecret, card.number),
  });
  return { catalog: catalog.catalog, payment, ...browserStorage(), ...browserAccounts() };
}
