import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from '../log';
import { idempotencyKeyFor } from './idempotency';
import { checkTotal, parseLines, parseTotal } from './payment-request';
import { PriceListUnavailable, type PriceList } from './price-list';
import { PaymentProcessorError, type PaymentProcessor, type TestCard } from './processor';

const NOT_FOUND = { error: 'Not found' };
const CATALOGUE_UNAVAILABLE = 'The catalogue could not be reached to check the prices. Please try again.';

/** Reads a JSON body; null when it is not JSON. */
async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: JSON.parse(await c.req.text()) };
  } catch {
    return { ok: false };
  }
}

const isJsonRequest = (c: Context) => /^application\/json\b/i.test(c.req.header('Content-Type') ?? '');

function refusal(c: Context, error: unknown) {
  if (error instanceof PaymentProcessorError) return c.json({ error: error.message, code: error.code }, error.status);
  throw error;
}

function readCard(body: unknown): { clientSecret: string; card: TestCard } | null {
  const { clientSecret, card } = (body ?? {}) as { clientSecret?: unknown; card?: Record<string, unknown> };
  if (typeof clientSecret !== 'string' || typeof card !== 'object' || card === null) return null;
  const fields = ['number', 'expiry', 'cvc', 'postcode'] as const;
  if (!fields.every((field) => typeof card[field] === 'string' && (card[field] as string).length <= 64)) return null;
  const { number, expiry, cvc, postcode } = card as unknown as TestCard;
  return { clientSecret, card: { number, expiry, cvc, postcode } };
}

/** POST /payment/create, POST /payment/confirm (test mode only), GET /payment/intents/:id. */
export function paymentRoutes(deps: { prices: PriceList; processor: PaymentProcessor; logger: Logger }): Hono {
  const { prices, processor, logger } = deps;
  const routes = new Hono();
  // payment answers are about one shopper's money: never kept by a browser or a CDN
  routes.use('/payment/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.use(
    '/payment/*',
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'The request body is too large.' }, 413) }),
  );

  routes.post('/payment/create', async (c) => {
    const total = parseTotal(c.req.query('total'));
    if (!total.ok) return c.json({ error: total.error }, total.status);
    // JSON only: a cross-site form cannot send it without a CORS preflight
    if (!isJsonRequest(c)) return c.json({ error: 'Send the basket lines as application/json.' }, 415);
    const json = await readJson(c);
    if (!json.ok) return c.json({ error: 'The request body is not valid JSON.' }, 400);
    const lines = parseLines(json.body);
    if (!lines.ok) return c.json({ error: lines.error }, lines.status);
    let current: Map<number, number>;
    try {
      current = await prices.pricesOf(lines.value.map((line) => line.id));
    } catch (error) {
      if (!(error instanceof PriceListUnavailable)) throw error;
      logger.error('Cannot check the basket prices', error);
      return c.json({ error: CATALOGUE_UNAVAILABLE, code: 'catalogue_unavailable' }, 502);
    }
    const priced = checkTotal(total.value, lines.value, current);
    // with the prices it charges, so that the shop can show the basket at them and ask again
    if (!priced.ok && priced.status === 409)
      return c.json({ error: priced.error, code: 'prices_changed', prices: Object.fromEntries(current) }, 409);
    if (!priced.ok) return c.json({ error: priced.error }, priced.status);

    const key = idempotencyKeyFor(c.req.header('Idempotency-Key'), total.value, lines.value);
    if (!key) return c.json({ error: 'The Idempotency-Key header must be 16 to 200 letters, digits, - or _.' }, 400);
    try {
      const intent = await processor.createIntent(total.value, key);
      return c.json({ clientSecret: intent.clientSecret });
    } catch (error) {
      return refusal(c, error);
    }
  });

  routes.post('/payment/confirm', async (c) => {
    const confirm = processor.confirmWithTestCard?.bind(processor);
    // with Stripe, card numbers never reach this server: Stripe.js confirms in the browser
    if (!confirm) return c.json(NOT_FOUND, 404);
    if (!isJsonRequest(c)) return c.json({ error: 'Send the card details as application/json.' }, 415);
    const json = await readJson(c);
    if (!json.ok) return c.json({ error: 'The request body is not valid JSON.' }, 400);
    const request = readCard(json.body);
    if (!request) {
      return c.json(
        { error: 'The request body must be {"clientSecret":"...","card":{"number","expiry","cvc","postcode"}}.' },
        400,
      );
    }
    try {
      return c.json({ paymentIntent: await confirm(request.clientSecret, request.card) });
    } catch (error) {
      return refusal(c, error);
    }
  });

  routes.get('/payment/intents/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^pi_[A-Za-z0-9_]{1,200}$/.test(id)) return c.json(NOT_FOUND, 404);
    try {
      const intent = await processor.retrieve(id);
      return intent ? c.json({ paymentIntent: intent }) : c.json({ error: 'No such payment.' }, 404);
    } catch (error) {
      return refusal(c, error);
    }
  });

  return routes;
}
