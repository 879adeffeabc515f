import Stripe from 'stripe';
import type { PaymentStatus } from '../../ports/entities';
import type { Shopper } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import {
  PaymentProcessorError,
  SERVICE_UNAVAILABLE,
  WebhookSignatureError,
  type IntentLine,
  type IntentRecord,
  type PaymentProcessor,
  type ProcessorEvent,
  type RefundEvent,
  type PublicIntent,
} from '../payment/processor';

export interface StripeSettings {
  secretKey: string;
  /** signs the events Stripe posts to /payment/webhook (whsec_...) */
  webhookSecret: string;
  /** for tests against a local stand-in of the Stripe API */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function statusOf(status: Stripe.PaymentIntent.Status): PaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment';
  }
}

const toPublic = (intent: Stripe.PaymentIntent): PublicIntent => ({
  id: intent.id,
  amount: intent.amount,
  created: intent.created,
  status: statusOf(intent.status),
});

// Stripe keeps at most 500 characters in a metadata value
const METADATA_CHUNK = 500;
/** `4x2@4550`: product 4, two of them, at 4550 cents each; intents made before prices were kept say `4x2` */
const LINE = /^(\d+)x(\d+)(?:@(\d+))?$/;

/** The intent's shopper and lines in Stripe's metadata, so that Stripe's own record says who bought what. */
export function metadataOf({ uid, email }: Shopper, lines: IntentLine[]): Record<string, string> {
  const text = lines.map((line) => `${line.id}x${line.amount}@${line.unitPriceCents}`).join(',');
  const metadata: Record<string, string> = { uid, email };
  for (let start = 0, part = 0; start < text.length; start += METADATA_CHUNK, part += 1) {
    metadata[`lines_${part}`] = text.slice(start, start + METADATA_CHUNK);
  }
  return metadata;
}

/** The shopper and lines back from an intent's metadata; null when it holds none (or not in this form). */
export function recordOf(metadata: Stripe.Metadata = {}): IntentRecord | null {
  const { uid, email } = metadata;
  if (!uid || !email) return null;
  let text = '';
  for (let part = 0; metadata[`lines_${part}`] !== undefined; part += 1) text += metadata[`lines_${part}`];
  const lines: IntentRecord['lines'] = [];
  for (const entry of text.split(',')) {
    const [, id, amount, unitPriceCents] = LINE.exec(entry) ?? [];
    if (id === undefined || amount === undefined) return null;
    lines.push({ id: Number(id), amount: Number(amount), ...(unitPriceCents && { unitPriceCents: Number(unitPriceCents) }) });
  }
  return { shopper: { uid, email }, lines };
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/** Turns a Stripe SDK failure into a refusal fit for the shopper; anything unexpected is logged. */
export function refusalFromStripe(error: unknown, logger: Logger): PaymentProcessorError {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentProcessorError(402, error.message, error.code ?? 'card_declined');
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentProcessorError(409, 'This payment was already started with a different basket.', 'idempotency_mismatch');
  }
  logger.error('stripe request failed', error instanceof Error ? error.message : error);
  return new PaymentProcessorError(502, SERVICE_UNAVAILABLE, 'processor_unavailable');
}

/** PaymentIntents on Stripe through the official SDK; the browser confirms them with Stripe.js. */
export function createStripeProcessor(settings: StripeSettings, logger: Logger): PaymentProcessor {
  const stripe = new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 2,
    telemetry: false,
  });

  async function retrieve(id: string) {
    try {
      return toPublic(await stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw refusalFromStripe(error, logger);
    }
  }

  return {
    async createIntent({ amountCents, idempotencyKey, shopper, lines }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            allowed_payment_method_types: ['card'],
            metadata: metadataOf(shopper, lines),
          },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new Error(`intent ${intent.id} came without a client secret`);
        return { ...toPublic(intent), clientSecret: intent.client_secret };
      } catch (error) {
        throw error instanceof PaymentProcessorError ? error : refusalFromStripe(error, logger);
      }
    },

    retrieve,

    async cancel(id) {
      try {
        return toPublic(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // paid first, or cancelled already (by another instance, say): its state says which
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
          return retrieve(id);
        }
        if (isMissing(error)) return null;
        throw refusalFromStripe(error, logger);
      }
    },

    async refund(id, part) {
      try {
        // one refund per key, whichever instance asks and however often: the whole intent's, or a step's
        await stripe.refunds.create(
          { payment_intent: id, ...(part && { amount: part.amountCents, metadata: { shop_refund: part.key } }) },
          { idempotencyKey: part?.key ?? `refund:${id}` },
        );
      } catch (error) {
        // refunded already (by another instance, outside its idempotency window): nothing left to give back
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
        throw refusalFromStripe(error, logger);
      }
    },

    readEvent(rawBody, signature): ProcessorEvent | RefundEvent | null {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      if (event.type === 'charge.refunded') {
        // Stripe's charge of the intent, with every refund of it so far
        const refunded = event.data.object;
        const intentId = typeof refunded.payment_intent === 'string' ? refunded.payment_intent : refunded.payment_intent?.id;
        if (!intentId) return null;
        return {
          id: event.id,
          type: event.type,
          intentId,
          refunds: (refunded.refunds?.data ?? []).map((refund) => ({
            id: refund.id,
            amountCents: refund.amount,
            ...(refund.metadata?.shop_refund && { shopKey: refund.metadata.shop_refund }),
          })),
        };
      }
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return null;
      const record = recordOf(event.data.object.metadata);
      return { id: event.id, type: event.type, intent: toPublic(event.data.object), ...(record && { record }) };
    },
  };
}
