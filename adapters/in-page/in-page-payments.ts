import type { PaymentIntent } from '../../ports/entities';
import { PaymentError } from '../../ports/errors';
import type { PaymentRequest } from '../../ports/payment-port';
import { testCardRefusal, type TestCardRefusal } from '../../ports/test-cards';

/**
 * 24 random hex digits: the offline demo keeps its orders under these ids in the browser, so they
 * must not restart at each page load nor repeat on another device (ADR-022).
 */
function randomToken() {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Card payments in this page's memory, answered as the embedded server's test mode answers: the
 * offline demo's payment server (ADR-012). Intents are kept by id; a card pays or is refused as the
 * test cards say.
 */
export function createInPagePayments() {
  const intents = new Map<string, { intent: PaymentIntent; secret: string }>();

  /** The intent of `clientSecret` paid, or refused with `refusal`. */
  async function settle(clientSecret: string, refusal: TestCardRefusal | null): Promise<PaymentIntent> {
    const entry = [...intents.values()].find((known) => known.secret === clientSecret);
    if (!entry) throw new PaymentError('No such payment.', 'resource_missing');
    if (refusal) throw new PaymentError(refusal.message, refusal.code);
    entry.intent = { ...entry.intent, status: 'succeeded' };
    return { ...entry.intent };
  }

  return {
    intents,
    settle,
    async createPayment(request: PaymentRequest): Promise<{ clientSecret: string }> {
      if (!Number.isInteger(request.totalCents) || request.totalCents <= 0) {
        throw new PaymentError('The total must be a positive whole number of cents.', 'invalid_total');
      }
      const id = `pi_test_${randomToken()}`;
      const intent: PaymentIntent = {
        id,
        amount: request.totalCents,
        created: Math.floor(Date.now() / 1000),
        status: 'requires_payment',
      };
      const secret = `${id}_secret_${randomToken()}`;
      intents.set(id, { intent, secret });
      return { clientSecret: secret };
    },
    async getPayment(intentId: string): Promise<PaymentIntent | null> {
      const entry = intents.get(intentId);
      return entry ? { ...entry.intent } : null;
    },
    /** Pays with a full card number, as the embedded server's test mode does. */
    confirm: (clientSecret: string, cardNumber: string) => settle(clientSecret, testCardRefusal(cardNumber.replace(/\D/g, ''))),
  };
}
