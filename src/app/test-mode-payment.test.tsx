import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentServerApi } from '../../adapters/shop-server/payment-server-api';
import { createServerPayment } from '../../adapters/shop-server/server-payment';
import { createCardEntry } from '../../adapters/test-mode-payment/card-entry';
import { intentIdOf, type PaymentPort } from '../../ports/payment-port';
import { listenWithAccounts } from '../../server/test-support/shop-with-accounts';
import { paymentContract } from '../../test-doubles/contracts/payment-contract';
import { fillCard, mountCard } from '../test/card-entry-steps';

// The PaymentPort of the embedded default, as the composition root builds it: the shop's payment
// server with its test-mode processor, and the test-mode card form of our own.

/** The embedded server on 127.0.0.1 at a free port, and a signed-in shopper's browser. */
let server: Awaited<ReturnType<typeof listenWithAccounts>>;
let baseUrl = '';
let shopperBrowser: typeof fetch;
/** A basket the server's built-in catalog prices, filled in once the server runs. */
const basket = { totalCents: 0, lines: [] as { id: number; amount: number }[] };

beforeAll(async () => {
  server = await listenWithAccounts();
  baseUrl = server.baseUrl;
  shopperBrowser = await server.signedUp('contract-shopper');
  const products = (await (await fetch(`${baseUrl}/products`)).json()) as { id: number; price: number }[];
  const [first, second] = products;
  basket.lines = [
    { id: first!.id, amount: 1 },
    { id: second!.id, amount: 3 },
  ];
  // as the server prices it: whole cents per product, times the amount
  basket.totalCents = Math.round(first!.price * 100) * 1 + Math.round(second!.price * 100) * 3;
});

afterAll(() => server.close());

const makePayment = (): PaymentPort =>
  createServerPayment(
    createPaymentServerApi({ baseUrl, credentials: async () => ({ kind: 'session' }), fetch: shopperBrowser }),
    async (processor) => createCardEntry(processor),
  );

paymentContract('test-mode payment against the embedded server', makePayment, basket, {
  async fillPaying(target) {
    const user = userEvent.setup();
    await user.type(await within(target).findByLabelText('Card number'), '4242424242424242');
    await user.type(within(target).getByLabelText('Expiry date (MM / YY)'), '1299');
    await user.type(within(target).getByLabelText('Security code (CVC)'), '123');
    await user.type(within(target).getByLabelText('Postcode'), '10001');
  },
});

let mounted: Awaited<ReturnType<typeof mountCard>> | null = null;
afterEach(async () => {
  // the entry unmounts in a microtask: let it run inside act
  await act(async () => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
});

describe('test-mode payment: paying with the card form against the embedded server', () => {
  it('pays with the 4242 test card: the intent is then succeeded for the basket total, paid by the card ending 4242', async () => {
    const payment = makePayment();
    const { clientSecret } = await payment.createPayment(basket);
    const entry = await payment.loadCardEntry();
    mounted = await mountCard(entry);
    await fillCard(mounted.user, { number: '4242424242424242', expiry: '1299', cvc: '123', postcode: '10001' });

    const intent = await entry.confirm(clientSecret);
    expect(intent).toMatchObject({
      id: intentIdOf(clientSecret),
      amount: basket.totalCents,
      status: 'succeeded',
      cardLast4: '4242',
    });
    expect(await payment.getPayment(intent.id)).toMatchObject({ status: 'succeeded' });
  });

  it("keeps the processor's message for a declined test card", async () => {
    const payment = makePayment();
    const { clientSecret } = await payment.createPayment(basket);
    const entry = await payment.loadCardEntry();
    mounted = await mountCard(entry);
    await fillCard(mounted.user, { number: '4000000000000002', expiry: '1299', cvc: '123', postcode: '10001' });

    await expect(entry.confirm(clientSecret)).rejects.toMatchObject({ name: 'PaymentError', message: 'Your card was declined.' });
    expect(await payment.getPayment(intentIdOf(clientSecret))).toMatchObject({ status: 'requires_payment' });
  });
});
