import type { PaymentIntent } from '../../ports/entities';
import type { Shopper } from '../ledger/payments-ledger';

export type PublicIntent = PaymentIntent;

export interface CreatedIntent extends PublicIntent {
  clientSecret: string;
}

/** Card details as typed by the shopper; used for one check and never kept. */
export interface TestCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  postcode: string;
}

export interface IntentRequest {
  amountCents: number;
  /** already scoped to the shopper: the same key from another shopper is another key */
  idempotencyKey: string;
  shopper: Shopper;
  lines: { id: number; amount: number }[];
}

/** What a processor said happened to an intent, in a signed message (Stripe's webhooks). */
export interface ProcessorEvent {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  intent: PublicIntent;
}

/** A payment processor: the embedded test-mode one, or Stripe. */
export interface PaymentProcessor {
  /** Same idempotency key, same intent: a retried request never makes a second one. */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** The processor's own word on an intent, when it keeps intents itself (Stripe); null if unknown. */
  retrieve?(id: string): Promise<PublicIntent | null>;
  /** Test mode only (with Stripe, card numbers never reach this server): throws the refusal, if any. */
  checkTestCard?(card: TestCard): void;
  /**
   * Reads a signed event; throws WebhookSignatureError when the signature does not match. Answers
   * null for an event the shop has nothing to do with.
   */
  readEvent?(rawBody: string, signature: string): ProcessorEvent | null;
}

/** A refusal to pass on to the shopper: HTTP status, message fit to show, and a code. */
export class PaymentProcessorError extends Error {
  override readonly name = 'PaymentProcessorError';
  constructor(
    readonly status: 400 | 401 | 402 | 404 | 409 | 502,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export const SERVICE_UNAVAILABLE = 'The payment service is unavailable. Please try again.';
