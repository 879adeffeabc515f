import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  created: number;
  status: string;
  client_secret: string;
}

/**
 * A stand-in for Stripe's PaymentIntents endpoints, enough for the official SDK:
 * create, retrieve and confirm; pm_card_visa pays, pm_card_chargeDeclined is declined.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const requests: {
    method: string;
    path: string;
    idempotencyKey?: string;
    authorization?: string;
    form: Record<string, string>;
  }[] = [];
  const switches = { failWith500: false };
  let next = 1;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Stripe-Should-Retry': 'false' });
    res.end(JSON.stringify(body));
  };
  const stripeError = (type: string, code: string, message: string) => ({ error: { type, code, message } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '').split('?')[0]!;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method!, path, idempotencyKey, authorization: req.headers.authorization, form });

    if (switches.failWith500) return send(res, 500, stripeError('api_error', 'internal', 'Something broke at Stripe.'));

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const earlier = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (earlier) return send(res, earlier.status, earlier.body);
      const id = `pi_fake_${next++}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? '',
        created: 1_790_000_000,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake${next}`,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, { status: 200, body: intent });
      return send(res, 200, intent);
    }

    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    const intent = match ? intents.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match) return send(res, 404, stripeError('invalid_request_error', 'resource_missing', 'Unrecognized request URL.'));
    if (!intent) {
      return send(res, 404, stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${match[1]}'`));
    }
    if (req.method === 'GET' && !match[2]) return send(res, 200, intent);
    if (req.method === 'POST' && match[2]) {
      if (form.payment_method === 'pm_card_visa') {
        intent.status = 'succeeded';
        return send(res, 200, intent);
      }
      if (form.payment_method === 'pm_card_chargeDeclined') {
        return send(res, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        });
      }
      return send(res, 400, stripeError('invalid_request_error', 'parameter_missing', 'Missing payment_method.'));
    }
    return send(res, 405, stripeError('invalid_request_error', 'method_not_allowed', 'Method not allowed.'));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    switches,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
