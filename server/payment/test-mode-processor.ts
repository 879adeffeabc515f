import { randomBytes } from 'node:crypto';
import type { PaymentProcessor } from './processor';
import { checkCardDetails, testCardOutcome } from './test-cards';

const token = () => randomBytes(12).toString('hex');

/**
 * The embedded processor: issues intent ids and secrets and accepts only test card numbers. It keeps
 * nothing itself: the payments ledger is its record, so a restart forgets no payment.
 */
export function createTestModeProcessor(options: { now?: () => Date } = {}): PaymentProcessor {
  const now = options.now ?? (() => new Date());
  return {
    async createIntent({ amountCents }) {
      const id = `pi_demo_${token()}`;
      return {
        id,
        amount: amountCents,
        created: Math.floor(now().getTime() / 1000),
        status: 'requires_payment',
        clientSecret: `${id}_secret_${token()}`,
      };
    },
    // no money moved in test mode: the ledger's mark is the whole refund
    async refund() {},
    checkTestCard(card) {
      const refusal = testCardOutcome(checkCardDetails(card, now()));
      if (refusal) throw refusal;
    },
  };
}
