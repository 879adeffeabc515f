import { checkoutMessages } from '../../ports/checkout-messages';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { IdentifyShopper } from '../identity/shoppers';
import type { Shopper } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import { bodyTextUpTo } from '../http/request-body';
import { jsonAs, queryAs } from '../http/checked-request';
import { confirmBodySchema, createBodySchema, createQuerySchema } from '../../api/payment';
import { isStorableText, UNSTORABLE_TEXT } from '../http/storable-text';
import { idempotencyKeyFrom } from './idempotency';
import { OutOfStockRefusal, PricesChangedRefusal, type Payments } from './payments';
import { PaymentProcessorError, WebhookSignatureError, type PaymentProcessor, type RefundEvent } from './processor';
import type { PaymentAllowance } from './allowance';

const NOT_FOUND = { error: 'Not found' };
// requirements §8's wording: the shop shows it as it is
const SIGN_IN = checkoutMessages.signIn;

/** The most a payment request's body may hold. */
const BODY_BYTES = 64 * 1024;

function refusal(c: Context, error: unknown) {
  if (error instanceof PricesChangedRefusal) return c.json({ error: error.message, code: error.code, prices: error.prices }, 409);
  if (error instanceof OutOfStockRefusal)
    return c.json({ error: error.message, code: error.code, products: error.products }, 409);
  if (error instanceof PaymentProcessorError) return c.json({ error: error.message, code: error.code }, error.status);
  throw error;
}

export interface PaymentRoutesDependencies {
  payments: Payments;
  processor: PaymentProcessor;
  identify: IdentifyShopper;
  /** null: no limit (tests of other concerns) */
  allowance: PaymentAllowance | null;
  /** the client's address, as the allowance takes it (ADR-039: no hold from an address whose unpaid checkout outlived its hold); none: not told */
  clientAddressOf?: (c: Context) => string;
  /** a paid intent's refunds as the processor lists them (ADR-051); none: such events are received and left */
  processorRefunds?: (event: RefundEvent) => Promise<void>;
  logger: Logger;
}

/**
 * POST /payment/create, POST /payment/confirm (test mode only), GET /payment/intents/:id, each for
 * the signed-in shopper the request identifies (its session cookie; a verified ID token in the cloud); POST /payment/webhook for the processor.
 */
export function paymentRoutes({
  payments,
  processor,
  identify,
  allowance,
  clientAddressOf,
  processorRefunds,
  logger,
}: PaymentRoutesDependencies): Hono<{ Variables: { shopper?: Shopper } }> {
  const routes = new Hono<{ Variables: { shopper?: Shopper } }>();
  // payment answers are about one shopper's money: never kept by a browser or a CDN
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  // the processor posts its events from its own addresses, signed: they are not a shopper's requests
  routes.post('/webhook', async (c) => {
    if (!processor.readEvent) return c.json(NOT_FOUND, 404);
    const signature = c.req.header('Stripe-Signature');
    if (!signature) return c.json({ error: 'The event is not signed.' }, 400);
    let event;
    try {
      const read = await bodyTextUpTo(c, BODY_BYTES);
      if ('refused' in read) return read.refused;
      event = processor.readEvent(read.text, signature);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logger.error('webhook refused: the signature does not match', error.message);
      return c.json({ error: 'The signature does not match.' }, 400);
    }
    if (!event) return c.json({ received: true });
    if (event.type === 'charge.refunded') {
      // each refund is recorded once, whichever event tells it: no event needs remembering
      await processorRefunds?.(event);
      return c.json({ received: true });
    }
    const handled = await payments.handleEvent(event);
    return c.json({ received: true, duplicate: !handled });
  });

  // every request counts, signed in or not (refusing one costs the server as well): a signed-in
  // request against its shopper's allowance, one without a session against its address's (ADR-009)
  routes.use('*', async (c, next) => {
    const shopper = await identify(c.req.raw.headers);
    if (shopper && !(isStorableText(shopper.uid) && isStorableText(shopper.email))) {
      return c.json({ error: UNSTORABLE_TEXT }, 400);
    }
    if (shopper) c.set('shopper', shopper);
    const refused = await allowance?.take(c, shopper?.uid ?? null);
    if (refused) return refused;
    await next();
  });

  const signedIn = createMiddleware<{ Variables: { shopper?: Shopper } }>(async (c, next) => {
    if (!c.get('shopper')) return c.json({ error: SIGN_IN, code: 'unauthenticated' }, 401);
    await next();
  });

  const createQuery = queryAs(createQuerySchema);
  // JSON only: a cross-site form cannot send it without a CORS preflight
  const createBody = jsonAs(createBodySchema, { maxSize: BODY_BYTES, notJson: 'Send the basket lines as application/json.' });
  routes.post('/create', signedIn, createQuery, createBody, async (c) => {
    const key = idempotencyKeyFrom(c.req.header('Idempotency-Key'));
    if (!key) return c.json({ error: 'The Idempotency-Key header must be 16 to 200 letters, digits, - or _.' }, 400);
    const { total } = c.req.valid('query');
    const { lines } = c.req.valid('json');
    try {
      return c.json(await payments.create(c.get('shopper')!, key, total, lines, clientAddressOf?.(c)));
    } catch (error) {
      return refusal(c, error);
    }
  });

  const confirmBody = jsonAs(confirmBodySchema, { maxSize: BODY_BYTES, notJson: 'Send the card details as application/json.' });
  // with Stripe, card numbers never reach this server: Stripe.js confirms in the browser
  const testModeOnly = createMiddleware(async (c, next) => (processor.checkTestCard ? next() : c.json(NOT_FOUND, 404)));
  routes.post('/confirm', signedIn, testModeOnly, confirmBody, async (c) => {
    const { clientSecret, card } = c.req.valid('json');
    try {
      return c.json({ paymentIntent: await payments.confirmTestCard(c.get('shopper')!, clientSecret, card) });
    } catch (error) {
      return refusal(c, error);
    }
  });

  routes.get('/intents/:id', signedIn, async (c) => {
    const id = c.req.param('id');
    if (!/^pi_[A-Za-z0-9_]{1,200}$/.test(id)) return c.json(NOT_FOUND, 404);
    try {
      const intent = await payments.retrieve(c.get('shopper')!, id);
      return intent ? c.json({ paymentIntent: intent }) : c.json({ error: 'No such payment.' }, 404);
    } catch (error) {
      return refusal(c, error);
    }
  });

  return routes;
}
