import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StripeDoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  created: number;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  /** cents given back by refunds (0 until one) */
  amount_refunded: number;
  /** its refunds, oldest first, as a charge lists them */
  refunds: Array<{ id: string; object: 'refund'; amount: number; payment_intent: string; metadata: Record<string, string> }>;
}

/** An event as the stand-in sent it, with the status each delivery was answered with (0: unreachable). */
interface StripeDoubleEvent {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded';
  payload: string;
  deliveries: { url: string; status: number }[];
}

type Answer = [status: number, body: unknown];

const stripeError = (type: string, code: string, message: string, more: object = {}) => ({
  error: { type, code, message, ...more },
});
const unexpectedState = (intent: StripeDoubleIntent, action: string) =>
  stripeError(
    'invalid_request_error',
    'payment_intent_unexpected_state',
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
    { payment_intent: intent },
  );
const isDelivered = (event: StripeDoubleEvent) => {
  const status = event.deliveries.at(-1)?.status ?? 0;
  return status >= 200 && status < 300;
};

/**
 * A stand-in for Stripe's PaymentIntents endpoints, enough for the official SDK: create (with
 * metadata), retrieve, confirm (pm_card_visa pays, pm_card_chargeDeclined is declined) and cancel,
 * in the states Stripe allows. A key sent again with other parameters is refused as Stripe refuses
 * it. A confirm sends its signed event to the webhook URLs (round-robin, or the one the test pins).
 */
export async function startStripeDouble({ webhookSecret = 'whsec_fake' }: { webhookSecret?: string } = {}) {
  const intents = new Map<string, StripeDoubleIntent>();
  /** each Idempotency-Key with the request it was first sent with, and the answer then */
  const byKey = new Map<string, { request: string; status: number; body: string }>();
  const requests: {
    method: string;
    path: string;
    idempotencyKey?: string;
    authorization?: string;
    form: Record<string, string>;
  }[] = [];
  const switches = { failWith500: false };
  const webhooks = {
    /** where events are posted, in turn */
    urls: [] as string[],
    /** the URL every event goes to instead, when a test chooses */
    pinned: null as string | null,
    events: [] as StripeDoubleEvent[],
  };
  let next = 1;
  let turn = 0;

  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Stripe-Should-Retry': 'false' });
    res.end(body);
  };

  /** Posts the event, signed as Stripe signs it (what `stripe.webhooks.constructEvent` checks). */
  async function deliver(event: StripeDoubleEvent) {
    const url = webhooks.pinned ?? webhooks.urls[turn++ % webhooks.urls.length];
    if (!url) return;
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${event.payload}`).digest('hex');
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${timestamp},v1=${signature}` },
        body: event.payload,
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // unreachable: a failed delivery, sent again like any other
    }
    event.deliveries.push({ url, status });
  }

  /** What a `charge.refunded` event carries of the intent, with every refund so far (Stripe names it a charge). */
  const refundedObjectOf = (intent: StripeDoubleIntent) => ({
    id: `ch_of_${intent.id}`,
    object: 'charge',
    payment_intent: intent.id,
    amount: intent.amount,
    amount_refunded: intent.amount_refunded,
    refunded: intent.amount_refunded === intent.amount,
    refunds: { object: 'list', data: [...intent.refunds].reverse(), has_more: false },
  });

  async function emit(type: StripeDoubleEvent['type'], intent: StripeDoubleIntent) {
    const id = `evt_fake_${webhooks.events.length + 1}`;
    const object = type === 'charge.refunded' ? refundedObjectOf(intent) : intent;
    const payload = JSON.stringify({ id, object: 'event', type, created: intent.created, data: { object } });
    const event: StripeDoubleEvent = { id, type, payload, deliveries: [] };
    webhooks.events.push(event);
    await deliver(event);
  }

  function create(form: Record<string, string>): Answer {
    const id = `pi_fake_${next++}`;
    const metadata: Record<string, string> = {};
    for (const [field, value] of Object.entries(form)) {
      const key = /^metadata\[(.+)\]$/.exec(field)?.[1];
      if (key) metadata[key] = value;
    }
    const intent: StripeDoubleIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency ?? '',
      created: 1_790_000_000,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_fake${next}`,
      metadata,
      amount_refunded: 0,
      refunds: [],
    };
    intents.set(id, intent);
    return [200, intent];
  }

  async function confirm(intent: StripeDoubleIntent, form: Record<string, string>): Promise<Answer> {
    if (intent.status === 'succeeded' || intent.status === 'canceled') return [400, unexpectedState(intent, 'confirm')];
    if (form.payment_method === 'pm_card_visa') {
      intent.status = 'succeeded';
      await emit('payment_intent.succeeded', intent);
      return [200, intent];
    }
    if (form.payment_method === 'pm_card_chargeDeclined') {
      await emit('payment_intent.payment_failed', intent);
      return [402, stripeError('card_error', 'card_declined', 'Your card was declined.', { decline_code: 'generic_decline' })];
    }
    return [400, stripeError('invalid_request_error', 'parameter_missing', 'Missing payment_method.')];
  }

  function cancel(intent: StripeDoubleIntent): Answer {
    if (intent.status === 'succeeded' || intent.status === 'canceled') return [400, unexpectedState(intent, 'cancel')];
    intent.status = 'canceled';
    return [200, intent];
  }

  /**
   * A refund of a paid intent, as Stripe's `POST /v1/refunds` with `payment_intent`: of `amount`
   * cents, or of all that is left without one; never past what was charged.
   */
  async function refund(form: Record<string, string>): Promise<Answer> {
    const intent = intents.get(form.payment_intent ?? '');
    if (!intent)
      return [404, stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${form.payment_intent}'`)];
    if (intent.status !== 'succeeded')
      return [400, stripeError('invalid_request_error', 'charge_not_paid', 'This payment is not paid.')];
    const left = intent.amount - intent.amount_refunded;
    if (left === 0)
      return [400, stripeError('invalid_request_error', 'charge_already_refunded', 'This charge has already been refunded.')];
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (amount > left)
      return [
        400,
        stripeError(
          'invalid_request_error',
          'amount_too_large',
          `Refund amount (${amount}) is greater than what is left (${left}).`,
        ),
      ];
    intent.amount_refunded += amount;
    const metadata: Record<string, string> = {};
    for (const [field, value] of Object.entries(form)) {
      const key = /^metadata\[(.+)\]$/.exec(field)?.[1];
      if (key) metadata[key] = value;
    }
    const made = { id: `re_fake_${next++}`, object: 'refund' as const, amount, payment_intent: intent.id, metadata };
    intent.refunds.push(made);
    await emit('charge.refunded', intent);
    return [200, { ...made, status: 'succeeded' }];
  }

  async function route(method: string, path: string, form: Record<string, string>): Promise<Answer> {
    if (method === 'POST' && path === '/v1/payment_intents') return create(form);
    if (method === 'POST' && path === '/v1/refunds') return await refund(form);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (!match) return [404, stripeError('invalid_request_error', 'resource_missing', 'Unrecognized request URL.')];
    const intent = intents.get(decodeURIComponent(match[1]!));
    if (!intent) {
      return [404, stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${match[1]}'`)];
    }
    if (method === 'GET' && !match[2]) return [200, intent];
    if (method === 'POST' && match[2] === 'confirm') return confirm(intent, form);
    if (method === 'POST' && match[2] === 'cancel') return cancel(intent);
    return [405, stripeError('invalid_request_error', 'method_not_allowed', 'Method not allowed.')];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = Object.fromEntries(new URLSearchParams(raw));
    const method = req.method!;
    const path = (req.url ?? '').split('?')[0]!;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path, idempotencyKey, authorization: req.headers.authorization, form });

    if (switches.failWith500) {
      return send(res, 500, JSON.stringify(stripeError('api_error', 'internal', 'Something broke at Stripe.')));
    }
    // as Stripe: a key sent again answers what it answered first, but only for the same request
    const request = `${method} ${path} ${raw}`;
    const earlier = idempotencyKey && method === 'POST' ? byKey.get(idempotencyKey) : undefined;
    if (earlier && earlier.request !== request) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      return send(res, 400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
    }
    if (earlier) return send(res, earlier.status, earlier.body);
    const [status, body] = await route(method, path, form);
    const text = JSON.stringify(body);
    if (idempotencyKey && method === 'POST') byKey.set(idempotencyKey, { request, status, body: text });
    send(res, status, text);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    switches,
    webhooks,
    /** Makes an intent older (or younger): seconds since epoch. */
    setCreated(id: string, created: number) {
      intents.get(id)!.created = created;
    },
    /** A refund made in Stripe's own dashboard: no key of the shop's, told to the shop by `charge.refunded`. */
    dashboardRefund: (intentId: string, amountCents: number) => refund({ payment_intent: intentId, amount: String(amountCents) }),
    /** Sends an event again whatever its deliveries said (the dashboard's "Resend"). */
    resend: deliver,
    /** Sends again each event whose last delivery was not answered with a 2xx, as Stripe retries. */
    async redeliverFailed() {
      for (const event of webhooks.events.filter((sent) => !isDelivered(sent))) await deliver(event);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
