import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { PaymentError } from '../../ports/errors';
import type { CardEntry } from '../../ports/payment-port';
import { confirmCard } from './stripe-results';

interface Handles {
  stripe: Stripe | null;
  card: StripeCardElement | null;
}

/** Hands the Stripe instance and card element out of React, so that confirm() can use them. */
function CaptureHandles({ handles }: { handles: Handles }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    handles.stripe = stripe;
    handles.card = elements?.getElement(CardElement) ?? null;
  });
  return null;
}

/** Stripe Elements' card element; Stripe.js itself loads only when the checkout asks for it. */
export function createStripeCardEntry(publishableKey: string, load: typeof loadStripe = loadStripe): CardEntry {
  const stripePromise = load(publishableKey);
  const handles: Handles = { stripe: null, card: null };
  return {
    mount(target, onChange) {
      // a host of our own, in place at once: React renders into it later, and unmount leaves target as it was
      const host = target.appendChild(document.createElement('div'));
      const root = createRoot(host);
      root.render(
        <Elements stripe={stripePromise}>
          <CardElement
            options={{ hidePostalCode: false, style: { base: { fontSize: '16px', color: '#0f1111' } } }}
            // Stripe reports a change only when the shopper changed the card
            onChange={(event) => onChange({ complete: event.complete, error: event.error?.message ?? null, edited: true })}
          />
          <CaptureHandles handles={handles} />
        </Elements>,
      );
      return () => {
        // a removed card element cannot pay: confirm must say so rather than use it
        handles.stripe = null;
        handles.card = null;
        queueMicrotask(() => {
          root.unmount();
          host.remove();
        });
      };
    },
    async confirm(clientSecret) {
      if (!handles.stripe || !handles.card)
        throw new PaymentError('The card form is still loading. Please try again.', 'not_ready');
      return confirmCard(handles.stripe, handles.card, clientSecret);
    },
  };
}
