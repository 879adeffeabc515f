import { intentIdOf } from '../../ports/payment-port';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus, Product } from '../../ports/entities';
import type { OrderRecords } from '../fulfilment/order-records';
import type { LedgerPayment, PaidWith, PaymentsLedger, Shopper } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import { refundNoticeFor } from '../mail/refund-notice';
import { outOfStockMessage } from '../../ports/checkout-messages';
import { OutOfStockError, amountsOf, shortagesOf, type Shortage, type StockPort } from '../../ports/stock-port';
import type { CheckoutLine as Line } from '../../api/payment';
import { checkTotal, PRICES_CHANGED } from './payment-request';
import { PaymentProcessorError, type PaymentProcessor, type ProcessorEvent, type PublicIntent, type TestCard } from './processor';
import { CatalogPricesUnavailable, type CatalogPrices } from './catalog-prices';
import { RECEIPT_CLAIM_S, receiptSender, type Receipts } from './receipts';
import { repeatEvery } from '../jobs/repeat';

/** An unpaid intent is kept this long, then cancelled and pruned (a paid one is kept for ever). */
export const UNPAID_LIFETIME_S = 24 * 60 * 60;
/** A handled processor event is remembered this long, to know a replay: Stripe retries one for at most 3 days. */
const EVENT_MEMORY_S = 30 * 24 * 60 * 60;
const HOUSEKEEPING_EVERY_MS = 60_000;
/** expired intents pruned at one go: the rest wait for the next round */
const PRUNE_BATCH = 100;

const CATALOG_UNAVAILABLE = 'The catalogue could not be reached to check the prices. Please try again.';
const NO_SUCH_PAYMENT = 'No such payment. Please start checkout again.';

/** A product short at checkout, as the shopper is told of it. */
export interface ShortProduct {
  id: number;
  title: string;
  left: number;
}

/** ADR-039: not enough left to hold the basket (a 409 naming the products and what is left); nothing was charged. */
export class OutOfStockRefusal extends PaymentProcessorError {
  constructor(readonly products: ShortProduct[]) {
    super(409, outOfStockMessage(products), 'out_of_stock');
  }
}

/**
 * ADR-039: one checkout holds at most this many of a stocked product, so that no account can take a
 * product off sale. The basket's own limit (ADR-020) is lower: only a request made by hand meets it.
 */
export const HOLD_LIMIT_PER_PRODUCT = 30;

/** A basket asking for more of a stocked product than one checkout may hold (409); nothing was charged. */
export class HoldLimitRefusal extends PaymentProcessorError {
  constructor(
    readonly products: Array<{ id: number; title: string }>,
    limit: number,
  ) {
    super(
      409,
      `One order can hold at most ${limit} of ${products.map(({ title }) => `"${title}"`).join(', ')}. Please change your basket and try again; nothing was charged.`,
      'hold_limit',
    );
  }
}

/** ADR-046: a basket holding a product the merchant took off sale (409, as a changed price is); nothing was charged. */
export class WithdrawnRefusal extends PaymentProcessorError {
  constructor(readonly products: Product[]) {
    super(
      409,
      `${products.map(({ title }) => `"${title}"`).join(', ')} ${products.length === 1 ? 'is' : 'are'} no longer for sale. Please remove ${products.length === 1 ? 'it' : 'them'} from your basket; nothing was charged.`,
      'withdrawn',
    );
  }
}

/** A refusal that carries the prices the server charges (a 409 the shop can act on). */
export class PricesChangedRefusal extends PaymentProcessorError {
  constructor(readonly prices: Record<number, number>) {
    super(409, PRICES_CHANGED, 'prices_changed');
  }
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const centsOf = (product: Product) => Math.round(product.price * 100);
const publicOf = (payment: LedgerPayment): PublicIntent => ({
  id: payment.intentId,
  amount: payment.amount,
  created: payment.created,
  status: payment.status,
});

export interface PaymentsDependencies {
  ledger: PaymentsLedger;
  processor: PaymentProcessor;
  products: CatalogPrices;
  /** null: the ledger row is the order of record (embedded default) */
  orderRecords: OrderRecords | null;
  /** null: no receipts are sent (tests of other concerns) */
  receipts: Receipts | null;
  /** ADR-039: the shop's stock, held at checkout and sold once paid */
  stock: StockPort;
  /** how long a checkout holds its stock (STOCK_HOLD_MINUTES) */
  holdSeconds: number;
  /** the most of one stocked product a checkout holds (HOLD_LIMIT_PER_PRODUCT unless a test says) */
  holdLimit?: number;
  logger: Logger;
  now?: () => Date;
}

/**
 * The payment server's use cases (ADR-003, 8 and 9): every intent is bound to its
 * shopper and written to the ledger before the shopper hears of it; the server decides what was
 * paid from the processor's word and records the order itself.
 */
export function createPayments({
  ledger,
  processor,
  products,
  orderRecords,
  receipts,
  stock,
  holdSeconds,
  holdLimit = HOLD_LIMIT_PER_PRODUCT,
  logger,
  now = () => new Date(),
}: PaymentsDependencies) {
  const seconds = () => Math.floor(now().getTime() / 1000);

  /** The shortages named by title, from the products the basket was priced with. */
  const refusalFor = (short: Shortage[], products: ReadonlyMap<number, Product>) =>
    new OutOfStockRefusal(
      short.map(({ productId, left }) => ({
        id: productId,
        title: products.get(productId)?.title ?? `product ${productId}`,
        left,
      })),
    );

  /**
   * ADR-039: a payment the processor took after its hold lapsed and its stock was sold. The money
   * goes back; the one instance that marks it refunded tells the shopper. A refund the processor
   * cannot make now is tried again by housekeeping.
   */
  const refund = async (payment: LedgerPayment) => {
    try {
      await processor.refund(payment.intentId);
      if (!(await ledger.markRefunded(payment.intentId, seconds()))) return;
      logger.info(`payment intent ${payment.intentId} refunded: its stock was sold before it was paid`);
      if (receipts) await receipts.mailer.send(refundNoticeFor(payment, receipts.siteUrl));
    } catch (error) {
      logger.error(`Cannot refund payment intent ${payment.intentId} yet; tried again in a minute`, error);
    }
  };

  const sendReceipt = receipts ? receiptSender({ ledger, receipts, logger, seconds }) : async () => undefined;

  /**
   * The order of record, once paid. False when it could not be written (its store is down): that is
   * logged and tried again at the next sign of the payment, and at the next start.
   */
  const fulfil = async (payment: LedgerPayment): Promise<boolean> => {
    if (!orderRecords || payment.status !== 'succeeded' || payment.fulfilled !== null) return true;
    try {
      await orderRecords.write(payment);
      await ledger.markFulfilled(payment.intentId, seconds());
      logger.info(`order of record written for ${payment.intentId}`);
      return true;
    } catch (error) {
      logger.error(`Cannot write the order of record for ${payment.intentId}`, error);
      return false;
    }
  };

  /**
   * Takes the processor's word on a payment into the ledger (with the card it was paid with, when
   * told), and records the order once paid.
   */
  const settle = async (payment: LedgerPayment, status: PaymentStatus, paidWith: PaidWith = {}) => {
    const at = seconds();
    const change = await ledger.setStatus(payment.intentId, status, at, paidWith);
    const changed = change !== 'unchanged';
    if (changed) logger.info(`payment intent ${payment.intentId} ${status}`);
    // a plain move changed only these: the row is read again only when something else may have
    const settled: LedgerPayment =
      change === 'changed'
        ? { ...payment, status, updated: at, cardLast4: payment.cardLast4 ?? paidWith.cardLast4 ?? null }
        : (await ledger.byId(payment.intentId))!;
    if (settled.refundDue !== null) {
      if (change === 'paid_sold_out')
        logger.error(`payment intent ${payment.intentId} paid after its stock was sold: refunding it`);
      if (settled.refunded === null) await refund(settled);
      return { payment: (await ledger.byId(payment.intentId))!, recorded: await fulfil(settled) };
    }
    // not awaited: the shopper's answer does not wait for the mail server; the move to paid claimed
    // the receipt, and a payment recorded paid from a processor event still has its receipt to send
    if (status === 'succeeded') void sendReceipt(settled, change === 'changed');
    return { payment: settled, recorded: await fulfil(settled) };
  };

  /**
   * Whether an expired unpaid intent may be pruned: only once the processor has cancelled it, so that
   * it can no longer be paid. One paid meanwhile is settled instead; one the processor cannot answer
   * for now waits for the next round.
   */
  const cancelled = async (payment: LedgerPayment): Promise<boolean> => {
    // the test-mode processor keeps no intents: its confirm refuses an expired one
    if (!processor.cancel) return true;
    let word;
    try {
      word = await processor.cancel(payment.intentId);
    } catch (error) {
      logger.error(`Cannot cancel payment intent ${payment.intentId}; kept for the next round`, error);
      return false;
    }
    if (word?.status === 'succeeded') await settle(payment, 'succeeded');
    return word === null || word.status === 'canceled';
  };

  /**
   * A paid intent this instance's ledger lacks (another instance made it, or it was pruned before the
   * event came), recorded from the processor's own record of it. Throws when it cannot be: the event
   * fails, and the processor sends it again.
   */
  const recordFromProcessor = async ({ id: eventId, intent, record }: ProcessorEvent): Promise<LedgerPayment> => {
    const unrecordable = (why: string) => new Error(`Event ${eventId}: payment intent ${intent.id} cannot be recorded: ${why}`);
    if (!record) throw unrecordable('the ledger lacks it, and the event does not say what was bought');
    // the products as the catalogue describes them now, at the prices charged then
    const ids = record.lines.map((line) => line.id);
    // a product taken off sale since the payment was made was still sold then
    const current = new Map([...((await products.withdrawnOf?.(ids)) ?? []), ...(await products.productsOf(ids))]);
    const lines = record.lines.map((line) => {
      const product = current.get(line.id);
      if (!product) throw unrecordable(`product ${line.id} is not in the catalogue`);
      return { product, unitPriceCents: line.unitPriceCents ?? centsOf(product), amount: line.amount };
    });
    const payment = await ledger.record({
      intentId: intent.id,
      // the browser has it from the instance that made the intent; this row never answers it
      clientSecret: '',
      shopper: record.shopper,
      lines,
      amount: intent.amount,
      status: intent.status,
      created: intent.created,
      // not a key a shopper can send (those have no ':'): a shopper's retry never meets this row
      idempotencyKey: `processor:${intent.id}`,
      basketDigest: digest({ total: intent.amount, lines: record.lines }),
    });
    logger.info(`payment intent ${intent.id} recorded from event ${eventId}`);
    return payment;
  };

  const fulfilOutstanding = async () => {
    if (!orderRecords) return;
    for (const payment of await ledger.unfulfilled()) await fulfil(payment);
  };

  /**
   * Cancels and prunes expired unpaid intents (a batch per round), forgets events too old to be sent
   * again, and writes orders of record held back while their store was down. Safe to run on several
   * instances at once over one ledger.
   */
  const housekeeping = async () => {
    const released = await stock.releaseLapsed(seconds());
    if (released > 0) logger.info(`gave back the stock of ${released} checkouts whose hold lapsed`);
    for (const payment of await ledger.refundsDue(PRUNE_BATCH)) await refund(payment);
    let pruned = 0;
    for (const payment of await ledger.expiredUnpaid(seconds() - UNPAID_LIFETIME_S, PRUNE_BATCH)) {
      // forgets only what is still unpaid: a payment that succeeded meanwhile stays
      if ((await cancelled(payment)) && (await ledger.forgetUnpaid(payment.intentId))) pruned += 1;
    }
    if (pruned > 0) logger.info(`pruned ${pruned} unpaid payment intents older than 24 h`);
    await ledger.trimEvents(seconds() - EVENT_MEMORY_S);
    await fulfilOutstanding();
    for (const payment of await ledger.receiptsDue(seconds() - RECEIPT_CLAIM_S, PRUNE_BATCH)) await sendReceipt(payment, false);
  };

  /** Only the shopper who started a payment may see or pay it; to anyone else it does not exist. */
  const owned = async (shopper: Shopper, intentId: string) => {
    const payment = await ledger.byId(intentId);
    return payment && payment.shopper.uid === shopper.uid ? payment : null;
  };

  return {
    /** POST /payment/create: a client secret for the basket, at the catalogue's prices. */
    async create(
      shopper: Shopper,
      idempotencyKey: string,
      total: number,
      lines: Line[],
      /** where the request came from: an address whose unpaid checkout outlived its hold holds nothing for a while (ADR-039) */
      clientAddress?: string,
    ): Promise<{ clientSecret: string }> {
      const basketDigest = digest({ total, lines });
      /** ADR-004: a payment filed under this key answers only the basket it was made for, as Stripe's keys do. */
      const answerFor = (filed: LedgerPayment) => {
        if (filed.basketDigest !== basketDigest) {
          throw new PaymentProcessorError(
            409,
            'This payment was already started with a different basket.',
            'idempotency_mismatch',
          );
        }
        return { clientSecret: filed.clientSecret };
      };
      /** The answer to a retry: the payment already filed under this key, if any. */
      const filedEarlier = async () => {
        const earlier = await ledger.byIdempotencyKey(shopper.uid, idempotencyKey);
        return earlier && answerFor(earlier);
      };
      // a processor that keeps intents itself (Stripe) is asked nothing for a retry or a sold-out
      // basket: the store answers those first. The test-mode processor costs nothing to ask: there
      // the payment's own insert finds a retry, and its hold a shortage, in the one transaction
      const keepsIntents = processor.cancel !== undefined;
      if (keepsIntents) {
        const answer = await filedEarlier();
        if (answer) return answer;
      }

      let current;
      try {
        current = await products.productsOf(lines.map((line) => line.id));
      } catch (error) {
        if (!(error instanceof CatalogPricesUnavailable)) throw error;
        logger.error('Cannot check the basket prices', error);
        throw new PaymentProcessorError(502, CATALOG_UNAVAILABLE, 'catalogue_unavailable');
      }
      const amounts = amountsOf(lines);
      const overLimit = [...amounts.keys()].filter((id) => amounts.get(id)! > holdLimit);
      if (overLimit.length > 0) {
        // a product the shop does not count sells without limit: only stocked ones are held
        const stocked = await stock.levelsOf(overLimit);
        const limited = overLimit.filter((id) => stocked.has(id));
        if (limited.length > 0)
          throw new HoldLimitRefusal(
            limited.map((id) => ({ id, title: current.get(id)?.title ?? `product ${id}` })),
            holdLimit,
          );
      }
      // holds that lapsed (a checkout abandoned, an instance killed while holding) count as left
      // again: given back when a basket would otherwise be short, and by housekeeping every minute
      const releasedLapsed = async () => (await stock.releaseLapsed(seconds())) > 0;
      if (keepsIntents) {
        const shortNow = async () => shortagesOf(await stock.levelsOf([...amounts.keys()]), amounts);
        let short = await shortNow();
        if (short.length > 0 && (await releasedLapsed())) short = await shortNow();
        if (short.length > 0) throw refusalFor(short, current);
      }

      const missing = lines.map((line) => line.id).filter((id) => !current.has(id));
      const withdrawn = missing.length > 0 ? await products.withdrawnOf?.(missing) : undefined;
      if (withdrawn?.size) throw new WithdrawnRefusal([...withdrawn.values()]);
      const prices = new Map([...current].map(([id, product]) => [id, product.price]));
      const priced = checkTotal(total, lines, prices);
      if (!priced.ok) {
        // a retry of a payment started before the prices changed still answers that payment
        const answer = await filedEarlier();
        if (answer) return answer;
        // with the prices it charges, so that the shop can show the basket at them and ask again
        if (priced.status === 409) throw new PricesChangedRefusal(Object.fromEntries(prices));
        throw new PaymentProcessorError(priced.status, priced.error, 'unknown_product');
      }

      const charged = lines.map((line) => {
        const product = current.get(line.id)!;
        return { product, unitPriceCents: centsOf(product), amount: line.amount };
      });
      const intent = await processor.createIntent({
        amountCents: total,
        // Stripe keeps keys for 24 h; scoped to the shopper so that two shoppers' keys never meet
        idempotencyKey: digest({ uid: shopper.uid, idempotencyKey }),
        shopper,
        lines: charged.map(({ product, unitPriceCents, amount }) => ({ id: product.id, amount, unitPriceCents })),
      });
      // on disk before the shopper has the secret: no payment can be made that the ledger lacks, nor
      // one for stock not held (held in the same transaction, ADR-039)
      const record = () =>
        ledger.record(
          {
            intentId: intent.id,
            clientSecret: intent.clientSecret,
            shopper,
            lines: charged,
            amount: intent.amount,
            status: intent.status,
            created: intent.created,
            idempotencyKey,
            basketDigest,
            clientAddress,
          },
          seconds() + holdSeconds,
        );
      let recorded;
      try {
        recorded = await record().catch(async (error: unknown) => {
          if (error instanceof OutOfStockError && (await releasedLapsed())) return record();
          throw error;
        });
      } catch (error) {
        if (!(error instanceof OutOfStockError)) throw error;
        // not enough left, or another checkout took the last units meanwhile: this intent is never paid
        await processor.cancel?.(intent.id).catch(() => undefined);
        throw refusalFor(error.short, current);
      }
      if (recorded.intentId === intent.id) logger.info(`payment intent ${intent.id} created for ${intent.amount} cents`);
      // another request with this key was recorded first (a race, on any instance): its basket decides
      return answerFor(recorded);
    },

    /** POST /payment/confirm (test mode): pays the intent with a test card; paid twice, charged once. */
    async confirmTestCard(shopper: Shopper, clientSecret: string, card: TestCard): Promise<PublicIntent> {
      const checkTestCard = processor.checkTestCard?.bind(processor);
      const payment = await owned(shopper, intentIdOf(clientSecret));
      const expired = payment !== null && payment.status !== 'succeeded' && payment.created < seconds() - UNPAID_LIFETIME_S;
      if (!checkTestCard || !payment || expired || !sameText(payment.clientSecret, clientSecret)) {
        throw new PaymentProcessorError(404, NO_SUCH_PAYMENT, 'resource_missing');
      }
      if (payment.status === 'succeeded') return publicOf(payment);
      try {
        checkTestCard(card);
      } catch (refusal) {
        if (refusal instanceof PaymentProcessorError) logger.info(`payment intent ${payment.intentId} refused: ${refusal.code}`);
        throw refusal;
      }
      // the charge is on disk before the answer leaves: a crash now still finds it paid; the order
      // of record shows the paying card's last four digits (ADR-032), kept in the same write
      const cardLast4 = card.number.replace(/\D/g, '').slice(-4);
      return publicOf((await settle(payment, 'succeeded', { cardLast4 })).payment);
    },

    /** GET /payment/intents/:id: the shopper's own payment as the server knows it, or null. */
    async retrieve(shopper: Shopper, intentId: string): Promise<PublicIntent | null> {
      let payment = await owned(shopper, intentId);
      if (!payment) return null;
      if (processor.retrieve && payment.status !== 'succeeded') {
        const word = await processor.retrieve(intentId);
        if (word) payment = (await settle(payment, word.status)).payment;
      } else {
        // an order of record not written yet (its store was down): written now
        await fulfil(payment);
      }
      return publicOf(payment);
    },

    /**
     * A verified processor event; false when it was handled before (a replay writes nothing). Throws
     * when a payment cannot be recorded yet: the processor sends the event again.
     */
    async handleEvent(event: ProcessorEvent): Promise<boolean> {
      if (await ledger.eventSeen(event.id)) return false;
      const paid = event.type === 'payment_intent.succeeded';
      // any instance may receive the event of any payment: one its ledger lacks is recorded once paid
      const payment = (await ledger.byId(event.intent.id)) ?? (paid ? await recordFromProcessor(event) : null);
      if (!payment) {
        logger.info(`event ${event.id}: payment intent ${event.intent.id}, which the ledger does not hold, failed`);
      } else {
        const { recorded } = await settle(payment, paid ? 'succeeded' : 'requires_payment');
        // not recorded as handled: the processor sends the event again, and the order is written then
        if (!recorded) throw new Error(`The order of record for ${payment.intentId} could not be written yet`);
      }
      // recorded last: an event whose handling failed is handled again when the processor retries it
      await ledger.recordEvent(event.id, event.type, seconds());
      return true;
    },

    /** At start: orders of record that could not be written before (the store was down) are written now. */
    fulfilOutstanding,

    housekeeping,

    /** Runs housekeeping every minute, a minute after the last round ended, until `until` aborts. */
    startHousekeeping(until: AbortSignal): void {
      repeatEvery(HOUSEKEEPING_EVERY_MS, until, housekeeping, (error) =>
        logger.error('Payments housekeeping failed; tried again in a minute', error),
      );
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
