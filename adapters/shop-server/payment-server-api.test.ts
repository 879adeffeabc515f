// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentError, PricesChangedError } from '../../ports/errors';
import { listenWithAccounts } from '../../server/test-support/shop-with-accounts';
import { createPaymentServerApi, SIGN_IN, UNAVAILABLE, type PaymentServerApiOptions } from './payment-server-api';

// product 4 of the built-in catalog costs 45.50
const BASKET = { totalCents: 9100, lines: [{ id: 4, amount: 2 }] };
const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', postcode: '10001' };

let server: Awaited<ReturnType<typeof listenWithAccounts>>;
/** ada's browser: her session cookie goes with every request */
let ada: typeof fetch;
beforeAll(async () => {
  server = await listenWithAccounts();
  ada = await server.signedUp('ada');
});
afterAll(() => server.close());

const SESSION = { kind: 'session' } as const;
const api = (options: Partial<PaymentServerApiOptions> = {}) =>
  createPaymentServerApi({ baseUrl: server.baseUrl, credentials: async () => SESSION, fetch: ada, ...options });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** A fetch that answers every request with this status and body. */
const answering = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch;

describe('createPayment', () => {
  it('answers a client secret for a basket the server prices at the total', async () => {
    const { clientSecret } = await api().createPayment(BASKET);
    expect(clientSecret).toMatch(/^pi_demo_\w+_secret_\w+$/);
  });

  it('passes on the server message when prices have changed', async () => {
    const error = await failure(api().createPayment({ ...BASKET, totalCents: 9000 }));
    expect(error).toBeInstanceOf(PricesChangedError);
    expect(error).toMatchObject({
      message: 'Prices have changed since you filled your basket. Please review your basket and try again.',
      code: 'prices_changed',
    });
    // with the prices the server charges for the basket's products
    const lines = BASKET.lines.map((line) => line.id);
    expect([...(error as PricesChangedError).prices.keys()].sort()).toEqual([...new Set(lines)].sort());
    for (const price of (error as PricesChangedError).prices.values()) expect(price).toBeGreaterThan(0);
  });

  it.each([0, -100, 12.5, Number.NaN, 100_000_001])('refuses the total %s with a PaymentError', async (totalCents) => {
    const error = await failure(api().createPayment({ ...BASKET, totalCents }));
    expect(error).toBeInstanceOf(PaymentError);
    expect((error as PaymentError).code).toBe('invalid_request');
  });

  it('passes on a key reused with another basket as a refusal, not as changed prices', async () => {
    const refused = { error: 'This payment was already started with a different basket.', code: 'idempotency_mismatch' };
    const error = await failure(api({ fetch: answering(409, refused) }).createPayment(BASKET));
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).not.toBeInstanceOf(PricesChangedError);
    expect(error).toMatchObject({ message: refused.error, code: 'idempotency_mismatch' });
  });

  it('refuses an unknown product with a PaymentError', async () => {
    const error = await failure(api().createPayment({ totalCents: 100, lines: [{ id: 9999, amount: 1 }] }));
    expect((error as PaymentError).message).toMatch(/Product 9999 is not in the catalogue/);
  });

  it('says "No client secret received from server" for a 200 without one (requirements §8)', async () => {
    const payment = api({ baseUrl: '', fetch: answering(200, { ok: true }) });
    expect(await failure(payment.createPayment(BASKET))).toEqual(
      new PaymentError('No client secret received from server', 'no_client_secret'),
    );
  });

  it.each([
    ['a 500', answering(500, { error: 'TypeError: x is undefined at handler.ts:12' })],
    ['a 502 page from a proxy', answering(502, '<html>Bad gateway</html>')],
    ['a 413', answering(413, { error: 'The request body is too large.' })],
    ['a network failure', (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch],
  ])('gives the generic message for %s, never server internals', async (_, fetch) => {
    const error = await failure(api({ baseUrl: '', fetch }).createPayment(BASKET));
    expect(error).toEqual(new PaymentError(UNAVAILABLE, 'service_unavailable'));
  });

  it('sends an Idempotency-Key and retries a network failure once with the same key, getting one intent', async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      if (calls++ === 0) {
        // the first request reaches the server, but its answer is lost on the way back
        await ada(input, init);
        throw new TypeError('network connection lost');
      }
      return ada(input, init);
    }) as typeof fetch;
    const { clientSecret } = await api({ fetch: flaky }).createPayment(BASKET);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[a-f0-9]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(clientSecret).toMatch(/_secret_/);
  });
});

describe('getPayment', () => {
  it('finds the created intent, unpaid, for the total', async () => {
    const payment = api();
    const { clientSecret } = await payment.createPayment(BASKET);
    const id = clientSecret.split('_secret_')[0]!;
    expect(await payment.getPayment(id)).toEqual({ id, amount: 9100, created: expect.any(Number), status: 'requires_payment' });
  });

  it('answers null for an unknown intent', async () => {
    expect(await api().getPayment('pi_unknown_123')).toBeNull();
    expect(await api().getPayment('../products/1')).toBeNull();
  });

  it('throws PaymentError for a server failure or a malformed intent', async () => {
    const broken = api({ baseUrl: '', fetch: answering(500, {}) });
    expect(await failure(broken.getPayment('pi_1'))).toBeInstanceOf(PaymentError);
    const malformed = api({ baseUrl: '', fetch: answering(200, { paymentIntent: { id: 'pi_1', amount: 'lots' } }) });
    expect(await failure(malformed.getPayment('pi_1'))).toBeInstanceOf(PaymentError);
  });
});

describe('confirm with test cards', () => {
  it('pays with 4242 4242 4242 4242 and answers the succeeded intent', async () => {
    const payment = api();
    const { clientSecret } = await payment.createPayment(BASKET);
    const intent = await payment.confirm(clientSecret, CARD);
    expect(intent).toEqual({
      id: clientSecret.split('_secret_')[0],
      amount: 9100,
      created: expect.any(Number),
      status: 'succeeded',
    });
    expect(await payment.getPayment(intent.id)).toEqual(intent);
  });

  it('answers the same intent when a paid payment is confirmed again', async () => {
    const payment = api();
    const { clientSecret } = await payment.createPayment(BASKET);
    const first = await payment.confirm(clientSecret, CARD);
    expect(await payment.confirm(clientSecret, CARD)).toEqual(first);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
    [
      '4111 1111 1111 1111',
      'This card number is not accepted in test mode. Use a test card such as 4242 4242 4242 4242.',
      'card_not_accepted',
    ],
  ])('refuses %s with the server message and code', async (number, message, code) => {
    const payment = api();
    const { clientSecret } = await payment.createPayment(BASKET);
    expect(await failure(payment.confirm(clientSecret, { ...CARD, number }))).toEqual(new PaymentError(message, code));
  });

  it.each([
    [{ expiry: '01/20' }, "Your card's expiration date is in the past.", 'invalid_expiry_year_past'],
    [{ expiry: '13/30' }, "Your card's expiration date is invalid.", 'invalid_expiry'],
    [{ cvc: '12' }, "Your card's security code is invalid.", 'invalid_cvc'],
    [{ cvc: '' }, "Your card's security code is incomplete.", 'incomplete_cvc'],
  ])('refuses %j with the server message and code', async (card, message, code) => {
    const payment = api();
    const { clientSecret } = await payment.createPayment(BASKET);
    expect(await failure(payment.confirm(clientSecret, { ...CARD, ...card }))).toEqual(new PaymentError(message, code));
  });

  it('refuses an unknown client secret', async () => {
    const error = await failure(api().confirm('pi_demo_nope_secret_nope', CARD));
    expect(error).toEqual(new PaymentError('No such payment. Please start checkout again.', 'resource_missing'));
  });

  it('says "No payment intent received" for a 200 without an intent (requirements §8)', async () => {
    const payment = api({ baseUrl: '', fetch: answering(200, {}) });
    expect(await failure(payment.confirm('pi_1_secret_2', CARD))).toEqual(
      new PaymentError('No payment intent received', 'no_payment_intent'),
    );
  });

  it('gives the generic message when the server does not take cards (Stripe mode answers a bare 404)', async () => {
    const payment = api({ baseUrl: '', fetch: answering(404, { error: 'Not found' }) });
    expect(await failure(payment.confirm('pi_1_secret_2', CARD))).toEqual(new PaymentError(UNAVAILABLE, 'service_unavailable'));
  });
});

describe('payments belong to the shopper who makes them (ADR-008)', () => {
  it("keeps one shopper's payment out of another's reach", async () => {
    const { clientSecret } = await api().createPayment(BASKET);
    const id = clientSecret.split('_secret_')[0]!;
    const bob = api({ fetch: await server.signedUp('bob') });
    expect(await bob.getPayment(id)).toBeNull();
    expect(await failure(bob.confirm(clientSecret, CARD))).toEqual(
      new PaymentError('No such payment. Please start checkout again.', 'resource_missing'),
    );
    expect(await api().getPayment(id)).toMatchObject({ id, status: 'requires_payment' });
  });

  it('asks the shopper to sign in, and sends nothing, when nobody is signed in', async () => {
    let requests = 0;
    const counting: typeof fetch = async (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const signedOut = api({ credentials: async () => null, fetch: counting });
    expect(await failure(signedOut.createPayment(BASKET))).toEqual(new PaymentError(SIGN_IN, 'unauthenticated'));
    expect(requests).toBe(0);
  });

  it('passes on the sign-in message when the server does not accept the credentials', async () => {
    const refused = api({ baseUrl: '', fetch: answering(401, { error: SIGN_IN, code: 'unauthenticated' }) });
    expect(await failure(refused.createPayment(BASKET))).toEqual(new PaymentError(SIGN_IN, 'unauthenticated'));
  });

  it('is refused with the sign-in message for a browser without a session, or one naming an account', async () => {
    const stranger = api({ fetch: (input, init) => fetch(input, init) });
    expect(await failure(stranger.createPayment(BASKET))).toEqual(new PaymentError(SIGN_IN, 'unauthenticated'));
    const claim = Buffer.from(JSON.stringify({ uid: 'ada', email: 'ada@example.com' })).toString('base64url');
    const claiming = api({
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, Authorization: `Shopper ${claim}` } }),
    });
    expect(await failure(claiming.createPayment(BASKET))).toEqual(new PaymentError(SIGN_IN, 'unauthenticated'));
  });

  it('sends no Authorization header for a session: the cookie is the proof', async () => {
    let authorization: string | null = 'unseen';
    const seeing: typeof fetch = async (_, init) => {
      authorization = new Headers(init?.headers).get('Authorization');
      return Response.json({ paymentIntent: null }, { status: 404 });
    };
    await api({ baseUrl: '', fetch: seeing }).getPayment('pi_1');
    expect(authorization).toBeNull();
  });

  it('sends a Firebase ID token as a Bearer token', async () => {
    let authorization: string | null = null;
    const seeing: typeof fetch = async (_, init) => {
      authorization = new Headers(init?.headers).get('Authorization');
      return Response.json({ paymentIntent: null }, { status: 404 });
    };
    await api({
      baseUrl: '',
      fetch: seeing,
      credentials: async () => ({ kind: 'id-token', token: 'header.payload.signature' }),
    }).getPayment('pi_1');
    expect(authorization).toBe('Bearer header.payload.signature');
  });
});
