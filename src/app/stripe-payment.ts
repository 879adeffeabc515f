import {
  createPaymentServerApi,
  type PaymentServerApi,
  type PaymentServerApiOptions,
} from '../../adapters/test-mode-payment/api';
import type { CardEntry, PaymentPort } from '../../ports/payment-port';

/**
 * The Stripe configuration: the shop's payment server creates the intent (Stripe behind it); Stripe.js
 * takes the card. Once Stripe.js has confirmed, the server is asked for the payment: it then takes
 * Stripe's word and records the order of record before the browser saves its own copy.
 */
export function paymentWithCardEntry(server: PaymentServerApi, loadCardEntry: () => Promise<CardEntry>): PaymentPort {
  return {
    createPayment: (request) => server.createPayment(request),
    getPayment: (id) => server.getPayment(id),
    loadCardEntry: async () => {
      const card = await loadCardEntry();
      return {
        mount: (target, onChange) => card.mount(target, onChange),
        async confirm(clientSecret) {
          const paid = await card.confirm(clientSecret);
          // the server's word when it answers; the signed webhook settles it later when it does not
          return (await server.getPayment(paid.id).catch(() => null)) ?? paid;
        },
      };
    },
  };
}

/** The Stripe configuration's PaymentPort, loaded with the first payment (ADR-025): Stripe.js loads with the card form. */
export function createStripePayment(server: PaymentServerApiOptions, publishableKey: string): PaymentPort {
  return paymentWithCardEntry(createPaymentServerApi(server), async () =>
    (await import('../../adapters/stripe/stripe-card-entry')).createStripeCardEntry(publishableKey),
  );
}
