import type { PaymentIntent } from '../ports/entities';
import type { CardEntry, PaymentPort, PaymentRequest } from '../ports/payment-port';
import { testCardRefusal, type TestCardRefusal } from '../ports/test-cards';
import { createSwitches, passSwitches } from './switches';
import { createInPagePayments } from '../adapters/in-page/in-page-payments';

/**
 * Intents in a Map. The card entry is one plain text field labelled 'Card number':
 * '4242' pays, anything else shorter than 4 characters is incomplete, any other value is declined.
 * confirmCard takes full numbers instead and answers as the embedded server's test cards do.
 */
export function createMemoryPayment() {
  const switches = createSwitches();
  /** switch: the next confirm fails with this message */
  const confirmSwitches = { declineWith: null as string | null };
  const inPage = createInPagePayments();
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
    const declined = confirmSwitches.declineWith && { message: confirmSwitches.declineWith, code: 'card_declined' };
    return inPage.settle(clientSecret, declined || refusal);
  }

  /** Pays with a full card number, as the embedded server's test mode does (for the test-mode card form). */
  const confirmCard = (clientSecret: string, cardNumber: string) =>
    settle(clientSecret, testCardRefusal(cardNumber.replace(/\D/g, '')));

  const payment: PaymentPort = {
    async createPayment(request) {
      requests.push(structuredClone(request));
      await passSwitches(switches);
      return inPage.createPayment(request);
    },
    async loadCardEntry() {
      await passSwitches(switches);
      return createCardEntry();
    },
    async getPayment(intentId) {
      await passSwitches(switches);
      return inPage.getPayment(intentId);
    },
  };
  return { payment, confirmCard, switches, confirmSwitches, intents: inPage.intents, requests, confirmCount: () => confirms };
}
