import type { PaymentIntent } from '../ports/entities';
import { PaymentError } from '../ports/errors';
import type { CardEntry, PaymentPort, PaymentRequest } from '../ports/payment-port';
import { testCardRefusal, type TestCardRefusal } from '../ports/test-cards';
import { createSwitches, passSwitches } from './switches';

/**
 * Intents in a Map. The card entry is one plain text field labelled 'Card number':
 * '4242' pays, anything else shorter than 4 characters is incomplete, any other value is declined.
 * confirmCard takes full numbers instead and answers as the embedded server's test cards do.
 */
/**
 * 24 random hex digits: the offline demo keeps its orders under these ids in the browser, so they
 * must not restart at each page load nor repeat on another device (ADR-022).
 */
function randomToken() {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createMemoryPayment() {
  const switches = createSwitches();
  /** switch: the next confirm fails with this message */
  const confirmSwitches = { declineWith: null as string | null };
  const intents = new Map<string, { intent: PaymentIntent; secret: string }>();
  const requests: PaymentRequest[] = [];
  let confirms = 0;

  const createCardEntry = (): CardEntry => {
    let number = '';
    return {
      mount(target, onChange) {
        const label = document.createElement('label');
        label.textContent = 'Card number';
        const input = document.createElement('input');
        input.autocomplete = 'cc-number';
        label.append(input);
        target.append(label);
        input.addEventListener('input', () => {
          number = input.value.trim();
          const complete = number.length >= 4;
          onChange({ complete, error: number && !complete ? 'Your card number is incomplete.' : null, edited: true });
        });
        return () => label.remove();
      },
      confirm: (clientSecret) =>
        settle(clientSecret, number === '4242' ? null : { message: 'Your card was declined.', code: 'card_declined' }),
    };
  };

  async function settle(clientSecret: string, refusal: TestCardRefusal | null): Promise<PaymentIntent> {
    confirms++;
    await passSwitches(switches);
    const entry = [...intents.values()].find((e) => e.secret === clientSecret);
    if (!entry) throw new PaymentError('No such payment.', 'resource_missing');
    if (confirmSwitches.declineWith) throw new PaymentError(confirmSwitches.declineWith, 'card_declined');
    if (refusal) throw new PaymentError(refusal.message, refusal.code);
    entry.intent = { ...entry.intent, status: 'succeeded' };
    return { ...entry.intent };
  }

  /** Pays with a full card number, as the embedded server's test mode does (for the test-mode card form). */
  const confirmCard = (clientSecret: string, cardNumber: string) =>
    settle(clientSecret, testCardRefusal(cardNumber.replace(/\D/g, '')));

  const payment: PaymentPort = {
    async createPayment(request) {
      requests.push(structuredClone(request));
      await passSwitches(switches);
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
      const secret = `${id}_secret_${Math.random().toString(36).slice(2)}`;
      intents.set(id, { intent, secret });
      return { clientSecret: secret };
    },
    async loadCardEntry() {
      await passSwitches(switches);
      return createCardEntry();
    },
    async getPayment(intentId) {
      await passSwitches(switches);
      const entry = intents.get(intentId);
      return entry ? { ...entry.intent } : null;
    },
  };
  return { payment, confirmCard, switches, confirmSwitches, intents, requests, confirmCount: () => confirms };
}
