import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentError } from '../../ports/errors';
import { intentIdOf, type CardEntry, type CardEntryState, type PaymentPort } from '../../ports/payment-port';

/** How a shopper enters a card into the adapter's mounted card entry. */
export interface CardFixture {
  /** Enters a card that pays (typed into the fields, or reported by the processor's widget). */
  fillPaying(target: HTMLElement): Promise<void>;
}

/**
 * What every PaymentPort promises. `lines` must be a basket the adapter's server prices at
 * `totalCents`.
 */
export function paymentContract(
  name: string,
  makePayment: () => PaymentPort | Promise<PaymentPort>,
  basket: { totalCents: number; lines: { id: number; amount: number }[] },
  card: CardFixture,
) {
  /** Mounts the card entry into a div in the page and records what it reports (in act: some render with React). */
  const mountEntry = async (entry: CardEntry) => {
    const target = document.body.appendChild(document.createElement('div'));
    const states: CardEntryState[] = [];
    let remove = () => undefined as void;
    await act(async () => {
      remove = entry.mount(target, (state) => states.push(state));
    });
    // the card entries unmount in a microtask or a render: let it run
    const unmount = () =>
      act(async () => {
        remove();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    return { target, states, unmount };
  };

  describe(`PaymentPort contract: ${name}`, () => {
    it('creates a payment and answers a client secret', async () => {
      const { clientSecret } = await (await makePayment()).createPayment(basket);
      expect(clientSecret).toMatch(/^.+_secret_.+$/);
    });

    it('finds the created intent by id, unpaid, for the total', async () => {
      const payment = await makePayment();
      const { clientSecret } = await payment.createPayment(basket);
      const intent = await payment.getPayment(intentIdOf(clientSecret));
      expect(intent).toMatchObject({ id: intentIdOf(clientSecret), amount: basket.totalCents });
      expect(intent!.status).not.toBe('succeeded');
    });

    it('answers null for an unknown intent', async () => {
      expect(await (await makePayment()).getPayment('pi_unknown_123')).toBeNull();
    });

    it('refuses a total that is not a positive whole number of cents', async () => {
      const payment = await makePayment();
      for (const totalCents of [0, -100, 12.5, Number.NaN]) {
        await expect(payment.createPayment({ ...basket, totalCents })).rejects.toBeInstanceOf(PaymentError);
      }
    });

    it('loads a card entry that takes a card, says when it is complete and changed, and can be removed', async () => {
      const entry = await (await makePayment()).loadCardEntry();
      const { target, states, unmount } = await mountEntry(entry);
      await card.fillPaying(target);
      expect(states.at(-1)).toMatchObject({ complete: true, error: null });
      // the page clears a refusal of the card when the shopper changes it
      expect(states.some((state) => state.edited)).toBe(true);
      await unmount();
      expect(target.childElementCount).toBe(0);
      target.remove();
    });

    it('confirms a created payment with the entered card: paid, for the total', async () => {
      const payment = await makePayment();
      const { clientSecret } = await payment.createPayment(basket);
      const entry = await payment.loadCardEntry();
      const { target, unmount } = await mountEntry(entry);
      await card.fillPaying(target);
      const paid = await entry.confirm(clientSecret);
      expect(paid).toMatchObject({ id: intentIdOf(clientSecret), amount: basket.totalCents, status: 'succeeded' });
      expect(await payment.getPayment(intentIdOf(clientSecret))).toMatchObject({
        id: intentIdOf(clientSecret),
        status: 'succeeded',
      });
      await unmount();
      target.remove();
    });

    it('refuses to confirm a payment it never created, with a PaymentError', async () => {
      const payment = await makePayment();
      const entry = await payment.loadCardEntry();
      const { target, unmount } = await mountEntry(entry);
      await card.fillPaying(target);
      await expect(entry.confirm('pi_unknown_123_secret_abc')).rejects.toBeInstanceOf(PaymentError);
      await unmount();
      target.remove();
    });
  });
}
