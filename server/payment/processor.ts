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

/** A basket line as charged: which product, how many, and its unit price in cents. */
export interface IntentLine {
  id: number;
  amount: number;
  unitPriceCents: number;
}

export interface IntentRequest {
  amountCents: number;
  /** already scoped to the shopper: the same key from another shopper is another key */
  idempotencyKey: string;
  shopper: Shopper;
  lines: IntentLine[];
}

/** Who pays for what, as the processor keeps it with the intent (Stripe's metadata). */
export interface IntentRecord {
  shopper: Shopper;
  /** without the unit price for intents made before the processor was given it */
  lines: { id: number; amount: number; unitPriceCents?: number }[];
}

/** What a processor said happened to an intent, in a signed message (Stripe's webhooks). */
export interface ProcessorEvent {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  intent: PublicIntent;
  /** the intent's shopper and lines, when the processor keeps them: a ledger that lacks the intent records it from them */
  record?: IntentRecord;
}

/**
 * A paid intent's refunds as the processor lists them, in a signed message (Stripe's
 * `charge.refunded`, ADR-051): every refund so far, each by the processor's id; `shopKey` is the
 * key of the order's refund step the shop sent it under, absent for one made in the processor's
 * own dashboard.
 */
export interface RefundEvent {
  id: string;
  type: 'charge.refunded';
  intentId: string;
  refunds: Array<{ id: string; amountCents: number; shopKey?: string }>;
}

/** A payment processor: the embedded test-mode one, or Stripe. */
export interface PaymentProcessor {
  /** Same idempotency key, same intent: a retried request never makes a second one. */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** The processor's own word on an intent, when it keeps intents itself (Stripe); null if unknown. */
  retrieve?(id: string): Promise<PublicIntent | null>;
  /**
   * Cancels an unpaid intent, so that it can no longer be paid, when the processor keeps intents
   * itself (Stripe). Answers the intent as it then stands: canceled, or succeeded when it was paid
   * first; null if unknown. Cancelling twice is harmless. Throws when the processor cannot be reached.
   */
  cancel?(id: string): Promise<PublicIntent | null>;
  /**
   * Gives a paid intent's money back: in full (ADR-039: paid after its stock was sold), or `part` of
   * it, a refund step of the order's (ADR-051) under its own key. Asking twice with the same key (or
   * in full) refunds once. Throws when the processor cannot be reached.
   */
  refund(id: string, part?: { amountCents: number; key: string }): Promise<void>;
  /** Test mode only (with Stripe, card numbers never reach this server): throws the refusal, if any. */
  checkTestCard?(card: TestCard): void;
  /**
   * Reads a signed event; throws WebhookSignatureError when the signature does not match. Answers
   * null for an event the shop has nothing to do with.
   */
  readEvent?(rawBody: string, signature: string): ProcessorEvent | RefundEvent | null;
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
