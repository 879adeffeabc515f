import type {
  PaymentIntent as StripePaymentIntent,
  PaymentIntentResult,
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeElements,
} from '@stripe/stripe-js';
import { vi } from 'vitest';

// A stand-in for Stripe.js in tests (Stripe.js itself loads from js.stripe.com, out of reach
// offline), typed with the real @stripe/stripe-js types and cast only at the boundary.

export const stripeIntent = (status: StripePaymentIntent.Status): StripePaymentIntent => ({
  id: 'pi_3Stripe',
  object: 'payment_intent',
  amount: 5459,
  canceled_at: null,
  cancellation_reason: null,
  capture_method: 'automatic',
  client_secret: 'pi_3Stripe_secret_abc',
  confirmation_method: 'automatic',
  created: 1_760_000_000,
  currency: 'usd',
  description: null,
  last_payment_error: null,
  livemode: false,
  next_action: null,
  payment_method: 'pm_1',
  payment_method_types: ['card'],
  receipt_email: null,
  setup_future_usage: null,
  shipping: null,
  status,
});

type Listener = (event: StripeCardElementChangeEvent) => void;

/** Just enough of Stripe.js for @stripe/react-stripe-js's <Elements> and <CardElement>. */
export function stripeDouble(answer: PaymentIntentResult = { paymentIntent: stripeIntent('succeeded') }) {
  const listeners = new Map<string, Set<Listener>>();
  const card = {
    mount: vi.fn((node: HTMLElement) =>
      node.append(Object.assign(document.createElement('iframe'), { title: 'Secure card payment input frame' })),
    ),
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return card;
    }),
    off: vi.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
      return card;
    }),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => card),
    getElement: vi.fn((type: unknown) => {
      const name = typeof type === 'string' ? type : (type as { __elementType?: string }).__elementType;
      return name === 'card' ? card : null;
    }),
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn<Stripe['confirmCardPayment']>(async () => answer),
    _registerWrapper: vi.fn(),
    registerAppInfo: vi.fn(),
  };
  /** What Stripe's card iframe reports as the shopper types. */
  const change = (complete: boolean, error?: { message: string; code: string }) => {
    const event: StripeCardElementChangeEvent = {
      elementType: 'card',
      empty: false,
      complete,
      error: error ? { type: 'validation_error', message: error.message, code: error.code } : undefined,
      brand: 'visa',
      value: { postalCode: '' },
    };
    listeners.get('change')?.forEach((listener) => listener(event));
  };
  return {
    stripe: stripe as unknown as Stripe,
    calls: stripe,
    elements: elements as unknown as StripeElements,
    card: card as unknown as StripeCardElement,
    cardCalls: card,
    change,
  };
}
