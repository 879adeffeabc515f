import { act, waitFor } from '@testing-library/react';
import { afterAll, expect } from 'vitest';
import { createPaymentServerApi } from '../../adapters/shop-server/payment-server-api';
import { createServerPayment } from '../../adapters/shop-server/server-payment';
import { stripeDouble } from '../../adapters/stripe/stand-in-stripe';
import { createStripeCardEntry } from '../../adapters/stripe/stripe-card-entry';
import { silentLogger } from '../../server/log/log';
import { createStripeProcessor } from '../../server/cloud/stripe-processor';
import { startStripeDouble } from '../../server/test-support/stripe-double';
import { listenWithAccounts } from '../../server/test-support/shop-with-accounts';
import { paymentContract } from '../../test-doubles/contracts/payment-contract';

// The PaymentPort of the Stripe configuration, as the composition root builds it: the shop's
// payment server with the Stripe processor (the official SDK against a stand-in of Stripe's API)
// and Stripe Elements' card entry (a stand-in Stripe.js: the real one loads from js.stripe.com).

let started: Promise<{ baseUrl: string; stripeApi: string; shopper: typeof fetch; close(): Promise<void> }> | null = null;

function paymentServer() {
  started ??= (async () => {
    const stripeApi = await startStripeDouble();
    const processor = createStripeProcessor(
      {
        secretKey: 'sk_test_contract',
        webhookSecret: 'whsec_contract',
        host: '127.0.0.1',
        port: stripeApi.port,
        protocol: 'http',
      },
      silentLogger,
    );
    const server = await listenWithAccounts({ processor });
    return {
      baseUrl: server.baseUrl,
      shopper: await server.signedUp('stripe-contract'),
      stripeApi: `http://127.0.0.1:${stripeApi.port}`,
      close: async () => {
        await server.close();
        await stripeApi.close();
      },
    };
  })();
  return started;
}

afterAll(async () => (await started)?.close());

/** The stand-in Stripe.js of the port made last: its card widget reports what the shopper typed. */
let stripeJs: ReturnType<typeof stripeDouble> | null = null;

/** A stand-in Stripe.js that confirms as Stripe.js does, at the (stand-in) Stripe API, with a paying card. */
function stripeJsConfirmingAt(stripeApi: string) {
  const stand = stripeDouble();
  stand.calls.confirmCardPayment.mockImplementation(async (clientSecret: string) => {
    const id = clientSecret.split('_secret_')[0]!;
    const response = await fetch(`${stripeApi}/v1/payment_intents/${encodeURIComponent(id)}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_method: 'pm_card_visa' }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    return (response.ok ? { paymentIntent: body } : { error: body.error }) as Awaited<
      ReturnType<typeof stand.calls.confirmCardPayment>
    >;
  });
  return stand;
}

// product 1 of the built-in catalog costs $849.99
paymentContract(
  'Stripe configuration (payment server with Stripe behind it, Stripe Elements card entry)',
  async () => {
    const { baseUrl, stripeApi, shopper } = await paymentServer();
    const server = createPaymentServerApi({ baseUrl, credentials: async () => ({ kind: 'session' }), fetch: shopper });
    return createServerPayment(server, async () => {
      const stand = stripeJsConfirmingAt(stripeApi);
      stripeJs = stand;
      return createStripeCardEntry('pk_test_contract', async () => stand.stripe);
    });
  },
  { totalCents: 84999, lines: [{ id: 1, amount: 1 }] },
  {
    // the card fields live in Stripe's iframe: the widget reports a complete card once Elements has mounted it
    async fillPaying() {
      // eslint-disable-next-line vitest/no-standalone-expect -- run by the contract, inside its tests
      await waitFor(() => expect(stripeJs!.cardCalls.mount).toHaveBeenCalled());
      act(() => stripeJs!.change(true));
    },
  },
);
