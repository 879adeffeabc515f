import { describe, expect, it, vi } from 'vitest';
import type { PaymentIntent } from '../../ports/entities';
import type { CardEntry } from '../../ports/payment-port';
import type { PaymentServerApi } from './payment-server-api';
import { createServerPayment } from './server-payment';

const CARD = { number: '4242424242424242', expiry: '12/99', cvc: '123', postcode: '10001' };
const intent = (status: PaymentIntent['status']): PaymentIntent => ({ id: 'pi_1', amount: 500, created: 1_700_000_000, status });

/** A payment server whose test-mode processor pays every card, and which reads back `recorded`. */
function serverApi(recorded: () => Promise<PaymentIntent | null>): PaymentServerApi {
  return {
    createPayment: vi.fn(async () => ({ clientSecret: 'pi_1_secret_x' })),
    getPayment: vi.fn(recorded),
    confirm: vi.fn(async () => intent('succeeded')),
  };
}

/** A card entry that pays at the processor (as Stripe.js does), which answers `paid`. */
const processorsEntry = (paid: PaymentIntent): CardEntry => ({ mount: () => () => undefined, confirm: async () => paid });

describe('createServerPayment', () => {
  it("keeps the server's answer for a card form that pays through it, with what the form adds, and asks nothing more", async () => {
    const api = serverApi(async () => intent('succeeded'));
    const payment = createServerPayment(api, async (server) => ({
      mount: () => () => undefined,
      revealProblems: () => true,
      confirm: async (clientSecret) => ({ ...(await server.confirm(clientSecret, CARD)), cardLast4: '4242' }),
    }));
    const entry = await payment.loadCardEntry();

    expect(await entry.confirm('pi_1_secret_x')).toEqual({ ...intent('succeeded'), cardLast4: '4242' });
    expect(api.confirm).toHaveBeenCalledWith('pi_1_secret_x', CARD);
    expect(api.getPayment).not.toHaveBeenCalled();
    expect(entry.revealProblems?.()).toBe(true);
  });

  it("asks the server once a processor's card entry has paid: the server's word stands", async () => {
    const api = serverApi(async () => intent('succeeded'));
    const entry = await createServerPayment(api, async () => processorsEntry(intent('processing'))).loadCardEntry();

    expect(await entry.confirm('pi_1_secret_x')).toEqual(intent('succeeded'));
    expect(api.getPayment).toHaveBeenCalledWith('pi_1');
  });

  it("keeps the processor's word when the server does not answer (the signed webhook settles it later)", async () => {
    const api = serverApi(() => Promise.reject(new Error('offline')));
    const entry = await createServerPayment(api, async () => processorsEntry(intent('succeeded'))).loadCardEntry();

    expect(await entry.confirm('pi_1_secret_x')).toEqual(intent('succeeded'));
  });

  it('creates and reads the intents at the server', async () => {
    const api = serverApi(async () => null);
    const payment = createServerPayment(api, async () => processorsEntry(intent('succeeded')));

    expect(await payment.createPayment({ totalCents: 500, lines: [{ id: 1, amount: 1 }] })).toEqual({
      clientSecret: 'pi_1_secret_x',
    });
    expect(await payment.getPayment('pi_1')).toBeNull();
  });
});
