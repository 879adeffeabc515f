import { describe, expect, it } from 'vitest';
import { PaymentError } from '../../ports/errors';
import type { PaymentPort } from '../../ports/payment-port';

/** Stripe's format, which every processor here follows: '{intent id}_secret_{random}'. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/**
 * What every PaymentPort promises before a card is involved. `lines` must be a basket the
 * adapter's server prices at `totalCents`.
 */
export function paymentContract(
  name: string,
  makePayment: () => PaymentPort | Promise<PaymentPort>,
  basket: { totalCents: number; lines: { id: number; amount: number }[] },
) {
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

    it('loads a card entry that can be mounted and removed', async () => {
      const entry = await (await makePayment()).loadCardEntry();
      const target = document.createElement('div');
      const unmount = entry.mount(target, () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(target.childElementCount).toBeGreaterThan(0);
      unmount();
    });
  });
}
