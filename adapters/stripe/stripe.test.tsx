import type { PaymentIntent as StripePaymentIntent, PaymentIntentResult, loadStripe } from '@stripe/stripe-js';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentError } from '../../ports/errors';
import type { CardEntryState } from '../../ports/payment-port';
import { createStripeCardEntry } from './stripe-card-entry';
import { confirmCard, toPaymentIntent } from './stripe-results';
import { stripeDouble, stripeIntent } from './stand-in-stripe';

describe("stripe results in the shop's words", () => {
  it("maps each Stripe status to the shop's", () => {
    const cases: [StripePaymentIntent.Status, string][] = [
      ['succeeded', 'succeeded'],
      ['processing', 'processing'],
      ['canceled', 'canceled'],
      ['requires_payment_method', 'requires_payment'],
      ['requires_confirmation', 'requires_payment'],
      ['requires_action', 'processing'],
      ['requires_capture', 'processing'],
    ];
    for (const [stripeStatus, ours] of cases) {
      expect(toPaymentIntent(stripeIntent(stripeStatus))).toEqual({
        id: 'pi_3Stripe',
        amount: 5459,
        created: 1_760_000_000,
        status: ours,
      });
    }
  });

  it('confirms with the client secret and the card element, answering the paid intent', async () => {
    const double = stripeDouble();
    const intent = await confirmCard(double.stripe, double.card, 'pi_3Stripe_secret_abc');
    expect(double.calls.confirmCardPayment).toHaveBeenCalledWith('pi_3Stripe_secret_abc', {
      payment_method: { card: double.card },
    });
    expect(intent).toEqual({ id: 'pi_3Stripe', amount: 5459, created: 1_760_000_000, status: 'succeeded' });
  });

  it("keeps Stripe's message and code when the card is refused", async () => {
    const double = stripeDouble({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const refusal = await confirmCard(double.stripe, double.card, 's').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentError);
    expect(refusal).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
  });

  it('words an error that has no message, and falls back to the error type as code', async () => {
    const double = stripeDouble({ error: { type: 'api_connection_error' } });
    await expect(confirmCard(double.stripe, double.card, 's')).rejects.toMatchObject({
      name: 'PaymentError',
      message: 'Your card could not be charged.',
      code: 'api_connection_error',
    });
  });

  it("says 'No payment intent received' when Stripe answers neither intent nor error", async () => {
    const double = stripeDouble({} as unknown as PaymentIntentResult);
    await expect(confirmCard(double.stripe, double.card, 's')).rejects.toMatchObject({
      name: 'PaymentError',
      message: 'No payment intent received',
    });
  });

  it('refuses an intent that is not succeeded after confirming', async () => {
    for (const status of ['processing', 'requires_payment_method', 'canceled'] as const) {
      const double = stripeDouble({ paymentIntent: stripeIntent(status) });
      await expect(confirmCard(double.stripe, double.card, 's')).rejects.toBeInstanceOf(PaymentError);
    }
  });
});

describe('stripe card entry (Stripe Elements through @stripe/react-stripe-js)', () => {
  async function mountEntry(double = stripeDouble()) {
    const load = vi.fn<typeof loadStripe>(async () => double.stripe);
    const entry = createStripeCardEntry('pk_test_123', load);
    const target = document.createElement('div');
    document.body.append(target);
    const states: CardEntryState[] = [];
    let unmount = () => undefined as void;
    await act(async () => {
      unmount = entry.mount(target, (state) => states.push(state));
    });
    await waitFor(() => expect(double.cardCalls.mount).toHaveBeenCalled());
    return { double, load, entry, target, states, unmount };
  }

  it('loads Stripe.js with the publishable key and mounts a card element into the target', async () => {
    const { double, load, target, unmount } = await mountEntry();
    expect(load).toHaveBeenCalledWith('pk_test_123');
    expect(double.calls.elements).toHaveBeenCalled();
    expect(double.calls.elements.mock.results[0]!.value.create).toHaveBeenCalledWith(
      'card',
      expect.objectContaining({ hidePostalCode: false }),
    );
    // eslint-disable-next-line testing-library/no-node-access -- Stripe's card element mounts into a target the page owns
    expect(target.querySelector('iframe')).not.toBeNull();
    await act(async () => unmount());
    expect(double.cardCalls.destroy).toHaveBeenCalled();
    // eslint-disable-next-line testing-library/no-node-access -- Stripe's card element mounts into a target the page owns
    expect(target.childElementCount).toBe(0);
  });

  it("passes the card element's live field errors on, and clears them when fixed", async () => {
    const { double, states, unmount } = await mountEntry();
    act(() => double.change(false, { message: 'Your card number is invalid.', code: 'invalid_number' }));
    expect(states.at(-1)).toEqual({ complete: false, error: 'Your card number is invalid.', edited: true });
    act(() => double.change(true));
    expect(states.at(-1)).toEqual({ complete: true, error: null, edited: true });
    await act(async () => unmount());
  });

  it('confirms with the client secret and the mounted card element', async () => {
    const { double, entry, unmount } = await mountEntry();
    await waitFor(() => expect(double.elements.getElement).toHaveBeenCalled());
    const intent = await entry.confirm('pi_3Stripe_secret_abc');
    expect(double.calls.confirmCardPayment).toHaveBeenCalledWith('pi_3Stripe_secret_abc', {
      payment_method: { card: double.card },
    });
    expect(intent).toMatchObject({ id: 'pi_3Stripe', status: 'succeeded' });
    await act(async () => unmount());
  });

  it('refuses to confirm before the card element is ready or after it is removed', async () => {
    const early = createStripeCardEntry('pk_test_123', async () => stripeDouble().stripe);
    await expect(early.confirm('s')).rejects.toMatchObject({ name: 'PaymentError', code: 'not_ready' });

    const { double, entry, unmount } = await mountEntry();
    await act(async () => unmount());
    await expect(entry.confirm('s')).rejects.toMatchObject({ name: 'PaymentError', code: 'not_ready' });
    expect(double.calls.confirmCardPayment).not.toHaveBeenCalled();
  });
});
