import type { PaymentIntent } from '../../ports/entities';
import type { CardEntry, PaymentPort } from '../../ports/payment-port';
import type { CardDetails, PaymentServerApi } from './payment-server-api';

/** The payment server as a card form of the shop's own pays through it: the test-mode processor is handed the card. */
export interface CardPaymentsServer {
  /** Pays the intent with the card; the answer is the server's word. Throws PaymentError. */
  confirm(clientSecret: string, card: CardDetails): Promise<PaymentIntent>;
}

/** Loads a card entry (its code, and any SDK it needs, loads with the checkout page). */
export type CardEntryLoader = (server: CardPaymentsServer) => Promise<CardEntry>;

/**
 * The PaymentPort of every configuration: the shop's payment server creates and reads the intents,
 * and the card entry `loadCardEntry` gives takes the card. A card form of the shop's own pays
 * through the server itself (test mode), whose answer is its word. A processor's own card entry
 * (Stripe.js) pays at the processor: once it has confirmed, the server is asked for the payment,
 * and it then takes the processor's word and records the order of record before the browser saves
 * its own copy.
 */
export function createServerPayment(api: PaymentServerApi, loadCardEntry: CardEntryLoader): PaymentPort {
  return {
    createPayment: (request) => api.createPayment(request),
    getPayment: (id) => api.getPayment(id),
    loadCardEntry: async () => {
      /** the intents the server confirmed itself: nothing to ask it afterwards */
      const confirmedByServer = new Set<string>();
      const card = await loadCardEntry({
        async confirm(clientSecret, details) {
          const intent = await api.confirm(clientSecret, details);
          confirmedByServer.add(intent.id);
          return intent;
        },
      });
      return {
        ...card,
        async confirm(clientSecret) {
          const paid = await card.confirm(clientSecret);
          if (confirmedByServer.delete(paid.id)) return paid;
          // the server's word when it answers; the signed webhook settles it later when it does not
          return (await api.getPayment(paid.id).catch(() => null)) ?? paid;
        },
      };
    },
  };
}
