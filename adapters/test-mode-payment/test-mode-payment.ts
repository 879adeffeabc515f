import type { PaymentPort } from '../../ports/payment-port';
import { createPaymentServerApi, type PaymentServerApi, type PaymentServerApiOptions } from './api';

/** PaymentPort of the embedded default: the server's test-mode processor and a card form of our own. */
export function createTestModePayment(options: PaymentServerApiOptions): PaymentPort {
  return createCardFormPayment(createPaymentServerApi(options));
}

/** The card form of our own in front of any test-mode processor: the server's, or the offline demo's in memory. */
export function createCardFormPayment(api: PaymentServerApi): PaymentPort {
  return {
    createPayment: (request) => api.createPayment(request),
    getPayment: (id) => api.getPayment(id),
    // the form loads with the checkout page, not with the shop
    loadCardEntry: async () => (await import('./card-entry')).createCardEntry(api),
  };
}
