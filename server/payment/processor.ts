import type { PaymentIntent } from '../../ports/entities';

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

/** A payment processor: the embedded test-mode one, or Stripe. */
export interface PaymentProcessor {
  /** Same idempotency key, same intent: a retried request never makes a second one. */
  createIntent(amountCents: number, idempotencyKey: string): Promise<CreatedIntent>;
  /** null when no intent has this id */
  retrieve(id: string): Promise<PublicIntent | null>;
  /** Only the test-mode processor takes card numbers; with Stripe the browser confirms. */
  confirmWithTestCard?(clientSecret: string, card: TestCard): Promise<PublicIntent>;
}

/** A refusal to pass on to the shopper: HTTP status, message fit to show, and a code. */
export class PaymentProcessorError extends Error {
  override readonly name = 'PaymentProcessorError';
  constructor(
    readonly status: 400 | 402 | 404 | 409 | 502,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export const SERVICE_UNAVAILABLE = 'The payment service is unavailable. Please try again.';
