import { checkoutMessages } from '../../ports/checkout-messages';
import type { ShopperCredentials } from '../../ports/auth-port';
import { createAnswerSchema, intentAnswerSchema } from '../../api/payment';
import { readAs } from '../../api/problem';
import type { PaymentIntent } from '../../ports/entities';
import { PaymentError, PricesChangedError } from '../../ports/errors';
import type { PaymentRequest } from '../../ports/payment-port';
import { shopServerCall, type Answer } from './shop-server';

export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  postcode: string;
}

export interface PaymentServerApi {
  /** POST /payment/create: the server checks the total against its catalogue. */
  createPayment(request: PaymentRequest): Promise<{ clientSecret: string }>;
  /** null when the server knows no such intent */
  getPayment(intentId: string): Promise<PaymentIntent | null>;
  /** Pays the intent with a test card; throws PaymentError with the server's message and code. */
  confirm(clientSecret: string, card: CardDetails): Promise<PaymentIntent>;
}

/** When the payment server cannot be reached or fails: requirements §8's checkout fallback. */
export const UNAVAILABLE = checkoutMessages.fallback;
/** requirements §8: what checkout says when nobody (or nobody the server accepts) is signed in */
export const SIGN_IN = checkoutMessages.signIn;
// the server words these for shoppers; anything else (5xx, a proxy's page) gets the generic message
const SHOPPER_FACING = [400, 401, 402, 409, 429];

const CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  402: 'card_declined',
  409: 'conflict',
  429: 'rate_limited',
};

/** The answer's payment, as the API describes it (api/payment.ts), or null. */
function intentOf(body: unknown): PaymentIntent | null {
  const read = readAs(intentAnswerSchema, body);
  return read.ok ? read.value.paymentIntent : null;
}

/** The server's current prices sent with a 409, by product id; only well-formed entries. */
function pricesOf(value: unknown): Map<number, number> {
  const prices = new Map<number, number>();
  if (typeof value !== 'object' || value === null) return prices;
  for (const [id, price] of Object.entries(value)) {
    if (/^\d+$/.test(id) && typeof price === 'number' && Number.isFinite(price) && price >= 0) prices.set(Number(id), price);
  }
  return prices;
}

function refusal(answer: Answer): PaymentError {
  const { error, code, prices } = (answer.body ?? {}) as { error?: unknown; code?: unknown; prices?: unknown };
  // ADR-003: a 409 with the server's prices; another 409 (a key reused with another basket) is a refusal
  if (answer.status === 409 && code === 'prices_changed' && typeof error === 'string' && error !== '') {
    return new PricesChangedError(error, pricesOf(prices));
  }
  // a 404 with a code is a refusal (an unknown payment); a bare 404 is a missing route
  const worded = SHOPPER_FACING.includes(answer.status) || (answer.status === 404 && typeof code === 'string');
  if (worded && typeof error === 'string' && error !== '') {
    return new PaymentError(error, typeof code === 'string' ? code : (CODES[answer.status] ?? 'payment_failed'));
  }
  return new PaymentError(UNAVAILABLE, 'service_unavailable');
}

/** A key a retry can reuse; getRandomValues works on plain-http pages too, unlike randomUUID. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface PaymentServerApiOptions {
  baseUrl: string;
  /** the signed-in shopper's credentials: every payment belongs to the shopper who makes it */
  credentials: () => Promise<ShopperCredentials | null>;
  fetch?: typeof fetch;
}

/** The shop's own payment server over HTTP: the test-mode card form pays through it, and the Stripe configuration creates and reads its intents through it (createServerPayment). */
export function createPaymentServerApi(options: PaymentServerApiOptions): PaymentServerApi {
  /**
   * As the signed-in shopper, whose credentials are asked first: nobody signed in is told so
   * without a request. A session's cookie goes along; a Firebase ID token goes in the
   * Authorization header; an account the browser merely names is never sent (ADR-031).
   */
  async function call(path: string, init: RequestInit = {}): Promise<Answer> {
    let credentials: ShopperCredentials | null;
    try {
      credentials = await options.credentials();
    } catch {
      throw new PaymentError(UNAVAILABLE, 'service_unavailable');
    }
    if (!credentials) throw new PaymentError(SIGN_IN, 'unauthenticated');
    const send = shopServerCall({ baseUrl: options.baseUrl, fetch: options.fetch, credentials: async () => credentials });
    try {
      return await send(path, init);
    } catch {
      throw new PaymentError(UNAVAILABLE, 'service_unavailable');
    }
  }

  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, { method: 'POST', headers, body: JSON.stringify(body) });

  return {
    async createPayment({ totalCents, lines }) {
      const path = `/payment/create?total=${encodeURIComponent(String(totalCents))}`;
      const headers = { 'Idempotency-Key': newIdempotencyKey() };
      let answer: Answer;
      try {
        answer = await postJson(path, { lines }, headers);
      } catch {
        // one retry after a network failure: the same key gets the same intent, never a second one
        answer = await postJson(path, { lines }, headers);
      }
      if (answer.status !== 200) throw refusal(answer);
      const created = readAs(createAnswerSchema, answer.body);
      if (!created.ok) throw new PaymentError('No client secret received from server', 'no_client_secret');
      return { clientSecret: created.value.clientSecret };
    },

    async getPayment(intentId) {
      const answer = await call(`/payment/intents/${encodeURIComponent(intentId)}`);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw refusal(answer);
      const intent = intentOf(answer.body);
      if (!intent) throw new PaymentError(UNAVAILABLE, 'service_unavailable');
      return intent;
    },

    async confirm(clientSecret, card) {
      const answer = await postJson('/payment/confirm', { clientSecret, card });
      if (answer.status !== 200) throw refusal(answer);
      const intent = intentOf(answer.body);
      // requirements §8 wording
      if (!intent) throw new PaymentError(checkoutMessages.noPaymentIntent, 'no_payment_intent');
      return intent;
    },
  };
}
