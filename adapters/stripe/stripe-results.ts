import { checkoutMessages } from '../../ports/checkout-messages';
import type { PaymentIntent as StripePaymentIntent, Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { PaymentIntent, PaymentStatus } from '../../ports/entities';
import { PaymentError } from '../../ports/errors';

const statuses: Record<StripePaymentIntent.Status, PaymentStatus> = {
  succeeded: 'succeeded',
  processing: 'processing',
  canceled: 'canceled',
  requires_payment_method: 'requires_payment',
  requires_confirmation: 'requires_payment',
  requires_action: 'processing',
  requires_capture: 'processing',
};

/** Stripe's PaymentIntent in the shop's words. */
export function toPaymentIntent(intent: StripePaymentIntent): PaymentIntent {
  return { id: intent.id, amount: intent.amount, created: intent.created, status: statuses[intent.status] ?? 'processing' };
}

/** Confirms with the card element; Stripe's refusal keeps its own message (requirements §8: the card error message). */
export async function confirmCard(stripe: Stripe, card: StripeCardElement, clientSecret: string): Promise<PaymentIntent> {
  const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
  if (result.error)
    throw new PaymentError(result.error.message ?? 'Your card could not be charged.', result.error.code ?? result.error.type);
  if (!result.paymentIntent) throw new PaymentError(checkoutMessages.noPaymentIntent, 'no_payment_intent');
  const intent = toPaymentIntent(result.paymentIntent);
  if (intent.status !== 'succeeded') throw new PaymentError('The payment was not completed. Please try again.', intent.status);
  return intent;
}
