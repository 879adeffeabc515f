import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from '../log';
import { PaymentProcessorError, type CreatedIntent, type PaymentProcessor, type PublicIntent, type TestCard } from './processor';
import { checkCardDetails, testCardOutcome } from './test-cards';

// Intents live in memory; the oldest are dropped past this many so a long run cannot fill it.
const MAX_INTENTS = 50_000;

interface StoredIntent {
  intent: PublicIntent;
  clientSecret: string;
}

/** A charge as recorded: which intent and how much. No card data, ever. */
export interface Charge {
  intentId: string;
  amount: number;
  created: number;
}

const token = () => randomBytes(12).toString('hex');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The embedded processor: accepts only test card numbers, keeps intents in memory. */
export function createTestModeProcessor(options: { logger: Logger; now?: () => Date }) {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  const intents = new Map<string, StoredIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const charges: Charge[] = [];

  const remember = (key: string, stored: StoredIntent) => {
    intents.set(stored.intent.id, stored);
    byIdempotencyKey.set(key, stored.intent.id);
    if (intents.size > MAX_INTENTS) intents.delete(intents.keys().next().value!);
    if (byIdempotencyKey.size > MAX_INTENTS) byIdempotencyKey.delete(byIdempotencyKey.keys().next().value!);
  };

  const processor = {
    async createIntent(amountCents: number, idempotencyKey: string): Promise<CreatedIntent> {
      const earlier = intents.get(byIdempotencyKey.get(idempotencyKey) ?? '');
      if (earlier) {
        if (earlier.intent.amount !== amountCents) {
          throw new PaymentProcessorError(409, 'This payment was already started for a different total.', 'idempotency_mismatch');
        }
        return { ...earlier.intent, clientSecret: earlier.clientSecret };
      }
      const id = `pi_demo_${token()}`;
      const stored: StoredIntent = {
        intent: { id, amount: amountCents, created: Math.floor(now().getTime() / 1000), status: 'requires_payment' },
        clientSecret: `${id}_secret_${token()}`,
      };
      remember(idempotencyKey, stored);
      logger.info(`payment intent ${id} created for ${amountCents} cents`);
      return { ...stored.intent, clientSecret: stored.clientSecret };
    },

    async retrieve(id: string): Promise<PublicIntent | null> {
      const stored = intents.get(id);
      return stored ? { ...stored.intent } : null;
    },

    async confirmWithTestCard(clientSecret: string, card: TestCard): Promise<PublicIntent> {
      const stored = intents.get(clientSecret.split('_secret_')[0]!);
      if (!stored || !sameText(stored.clientSecret, clientSecret)) {
        throw new PaymentProcessorError(404, 'No such payment. Please start checkout again.', 'resource_missing');
      }
      // paying an intent twice must not charge twice: answer the finished payment
      if (stored.intent.status === 'succeeded') return { ...stored.intent };
      const digits = checkCardDetails(card, now());
      const refusal = testCardOutcome(digits);
      if (refusal) {
        logger.info(`payment intent ${stored.intent.id} refused: ${refusal.code}`);
        throw refusal;
      }
      stored.intent = { ...stored.intent, status: 'succeeded' };
      charges.push({ intentId: stored.intent.id, amount: stored.intent.amount, created: stored.intent.created });
      logger.info(`payment intent ${stored.intent.id} succeeded`);
      return { ...stored.intent };
    },
  } satisfies PaymentProcessor;

  return { ...processor, charges: (): readonly Charge[] => charges, storedIntents: () => [...intents.values()] };
}
