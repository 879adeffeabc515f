import { afterAll } from 'vitest';
import { createDemoPaymentApi } from '../../adapters/demo-payment/api';
import { fakeStripe } from '../../adapters/stripe/stand-in-stripe';
import { createStripeCardEntry } from '../../adapters/stripe/stripe-card-entry';
import { createApp as createPaymentServer } from '../../server/app';
import { silentLogger } from '../../server/log';
import { createStripeProcessor } from '../../server/payment/stripe-processor';
import { startFakeStripe } from '../../server/test-support/fake-stripe';
import { listen } from '../../server/test-support/listen';
import { paymentContract } from '../../test-doubles/contracts/payment-contract';
import { paymentWithCardEntry } from './build-ports';

// The PaymentPort of the Stripe configuration, as the composition root builds it: the shop's
// payment server with the Stripe processor (the official SDK against a stand-in of Stripe's API)
// and Stripe Elements' card entry (a stand-in Stripe.js: the real one loads from js.stripe.com).

let started: Promise<{ baseUrl: string; close(): Promise<void> }> | null = null;

function paymentServer() {
  started ??= (async () => {
    const stripeApi = await startFakeStripe();
    const processor = createStripeProcessor(
      { secretKey: 'sk_test_contract', host: '127.0.0.1', port: stripeApi.port, protocol: 'http' },
      silentLogger,
    );
    const server = await listen(createPaymentServer({ processor, logger: silentLogger }).fetch);
    return {
      baseUrl: server.baseUrl,
      close: async () => {
        await server.close();
        await stripeApi.close();
      },
    };
  })();
  return started;
}

afterAll(async () => (await started)?.close());

// product 1 of the demo catalogue costs $849.99
paymentContract(
  'Stripe configuration (payment server with Stripe behind it, Stripe Elements card entry)',
  async () =>
    paymentWithCardEntry(createDemoPaymentApi({ baseUrl: (await paymentServer()).baseUrl }), async () =>
      createStripeCardEntry('pk_test_contract', async () => fakeStripe().stripe),
    ),
  { totalCents: 84999, lines: [{ id: 1, amount: 1 }] },
);
