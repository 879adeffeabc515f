// @vitest-environment node
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { silentLogger } from '../log';
import { createMemoryLogger } from '../test-support/memory-logger';
import { startFakeStripe } from '../test-support/fake-stripe';
import { PaymentProcessorError } from './processor';
import { createStripeProcessor, refusalFromStripe } from './stripe-processor';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const settings = () => ({ secretKey: 'sk_test_fake', host: '127.0.0.1', port: fake.port, protocol: 'http' as const });
// what Stripe.js does in the browser, against the fake
const browserStripe = () =>
  new Stripe('sk_test_fake', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe('Stripe processor', () => {
  it('creates a USD card intent with the idempotency key, and the same key gives the same intent', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    const first = await processor.createIntent(4550, 'key-for-the-same-checkout');
    const again = await processor.createIntent(4550, 'key-for-the-same-checkout');
    expect(again).toEqual(first);
    expect(first).toMatchObject({ amount: 4550, status: 'requires_payment', clientSecret: expect.stringMatching(/_secret_/) });
    const creates = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(creates.at(-1)).toMatchObject({
      idempotencyKey: 'key-for-the-same-checkout',
      authorization: 'Bearer sk_test_fake',
      form: { amount: '4550', currency: 'usd', 'allowed_payment_method_types[0]': 'card' },
    });
  });

  it('retrieves an intent as {id, amount, created, status} and sees it succeed once paid', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    const created = await processor.createIntent(1995, 'key-retrieve-after-pay');
    expect(await processor.retrieve(created.id)).toEqual({
      id: created.id,
      amount: 1995,
      created: 1_790_000_000,
      status: 'requires_payment',
    });
    await browserStripe().paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(await processor.retrieve(created.id)).toMatchObject({ status: 'succeeded' });
  });

  it('answers null for an unknown intent', async () => {
    expect(await createStripeProcessor(settings(), silentLogger).retrieve('pi_missing')).toBeNull();
  });

  it('turns a card decline into a 402 with Stripe’s message and code', async () => {
    const processor = createStripeProcessor(settings(), silentLogger);
    const created = await processor.createIntent(1995, 'key-declined-card');
    const declined = await browserStripe()
      .paymentIntents.confirm(created.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    const refusal = refusalFromStripe(declined, silentLogger);
    expect(refusal).toEqual(new PaymentProcessorError(402, 'Your card was declined.', 'card_declined'));
    expect(refusal.status).toBe(402);
  });

  it('answers 502 with a generic message when Stripe fails, and logs why', async () => {
    const log = createMemoryLogger();
    const processor = createStripeProcessor(settings(), log.logger);
    fake.switches.failWith500 = true;
    try {
      await expect(processor.createIntent(100, 'key-stripe-down')).rejects.toMatchObject({
        status: 502,
        message: 'The payment service is unavailable. Please try again.',
      });
    } finally {
      fake.switches.failWith500 = false;
    }
    expect(log.all()).toContain('Something broke at Stripe.');
  });
});

describe('the app in Stripe mode', () => {
  const app = () => createApp({ logger: silentLogger, processor: createStripeProcessor(settings(), silentLogger) });
  const create = (headers: Record<string, string> = {}) =>
    app().request('/payment/create?total=4550', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ lines: [{ id: 4, amount: 1 }] }),
    });

  it('answers the Stripe client secret, sending an idempotency key on every create', async () => {
    const before = fake.requests.length;
    const response = await create();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { clientSecret: string }).clientSecret).toMatch(/^pi_fake_\d+_secret_/);
    const sent = fake.requests.slice(before).find((r) => r.path === '/v1/payment_intents');
    expect(sent?.idempotencyKey).toMatch(/^server-[a-f0-9]{64}$/);
  });

  it('passes the client’s Idempotency-Key on, so a retried checkout gets the same intent', async () => {
    const key = { 'Idempotency-Key': 'a3f1c2d4e5b60718293a4b5c' };
    const first = await (await create(key)).json();
    const retry = await (await create(key)).json();
    expect(retry).toEqual(first);
    expect(fake.requests.at(-1)?.idempotencyKey).toBe('client-a3f1c2d4e5b60718293a4b5c');
  });

  it('does not serve /payment/confirm: card numbers never reach this server', async () => {
    const response = await app().request('/payment/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        clientSecret: 'pi_x_secret_y',
        card: { number: '4242424242424242', expiry: '01/30', cvc: '123', postcode: '1' },
      }),
    });
    expect(response.status).toBe(404);
  });

  it('serves GET /payment/intents/:id from Stripe', async () => {
    const { clientSecret } = (await (await create()).json()) as { clientSecret: string };
    const id = clientSecret.split('_secret_')[0]!;
    const response = await app().request(`/payment/intents/${id}`);
    expect(await response.json()).toEqual({
      paymentIntent: { id, amount: 4550, created: 1_790_000_000, status: 'requires_payment' },
    });
    expect((await app().request('/payment/intents/pi_missing')).status).toBe(404);
  });
});
