import { cancelling, mailsShopper, type OrderHistory, type StepActor } from '../../ports/order-life';
import type { OrderLifePort, PendingRefund, StepOf, StepsToTake } from '../../ports/order-life-port';
import type { OrderLedger } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import type { Mailer } from '../mail/mailer';
import { orderStepMail } from '../mail/order-step-mail';
import type { PaymentProcessor, RefundEvent } from '../payment/processor';
import type { OrderRecords } from './order-records';

/** The processor's idempotency key of a refund: one per refund step, whichever instance sends it, however often. */
export const refundKey = ({ orderId, seq }: Pick<PendingRefund, 'orderId' | 'seq'>) => `${orderId}:refund:${seq}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Who a refund made in the processor's own dashboard is by, on the order's history. */
export const PROCESSOR_ACTOR = { id: 'processor', email: 'the payment processor' } as const;
/** A step's mail claimed longer ago than this and not sent was given up: the minute's round sends it. */
export const STEP_MAIL_CLAIM_S = 10 * 60;

export interface OrderStepsSettings {
  life: OrderLifePort;
  processor: Pick<PaymentProcessor, 'refund'>;
  /** the order's lines as paid for, and who paid */
  orders: Pick<OrderLedger, 'byId'>;
  /** where the shopper's mail goes, and the shop's address its links lead to */
  mail: { mailer: Mailer; siteUrl: string };
  /** the orders of record kept elsewhere, which carry each order's state and timeline (the cloud's); null: none */
  records: OrderRecords | null;
  logger: Logger;
  now?: () => number;
}

/**
 * The steps of an order's life as the shop takes them (ADR-051): each written first under the
 * order's lock, then what follows from it done. A refund goes to the processor under its own key;
 * one it did not take stays listed and is sent again by `sendWhatIsDue`, every minute. A cancel
 * refunds all that is left and puts the order's units back on sale, with the step
 * (`OrderLifePort.take`). The shopper is mailed once of each step they are told of
 * (`mailsShopper`), by the one instance that claims it; a mail that could not go is sent again once
 * its claim lapses. Where the order of record is kept elsewhere (the cloud's Firestore), its state
 * and timeline are written there before the step is answered; one that could not be written is
 * written again by `sendWhatIsDue`.
 */
export function createOrderSteps({ life, processor, orders, mail, records, logger, now = nowSeconds }: OrderStepsSettings) {
  async function send(refund: PendingRefund): Promise<void> {
    try {
      await processor.refund(refund.orderId, { amountCents: refund.amountCents, key: refundKey(refund) });
      await life.markRefundSent(refund, now());
    } catch (error) {
      logger.error(`Cannot send refund ${refundKey(refund)} to the processor yet; sent again in a minute`, error);
    }
  }

  /** Tells the shopper of the step, if this instance is the one to; `known`: the order's history just taken, not read again. */
  async function tell(step: StepOf, known?: OrderHistory): Promise<void> {
    const at = now();
    try {
      if (!(await life.claimMail(step, at, at - STEP_MAIL_CLAIM_S))) return;
      const [payment, history] = await Promise.all([orders.byId(step.orderId), known ?? life.history(step.orderId)]);
      const taken = history?.steps.find((each) => each.seq === step.seq);
      if (!payment || !history || !taken) return;
      await mail.mailer.send(orderStepMail(payment, taken, history, mail.siteUrl));
      await life.markMailed(step, now());
    } catch (error) {
      logger.error(
        `Cannot mail step ${step.seq} of order ${step.orderId} yet; sent again in ${STEP_MAIL_CLAIM_S / 60} minutes`,
        error,
      );
    }
  }

  /** The order's state and timeline as of `history` onto its order of record kept elsewhere, if any. */
  async function record(history: OrderHistory): Promise<void> {
    if (!records) return;
    const { orderId, steps } = history;
    try {
      const payment = await orders.byId(orderId);
      if (!payment) return;
      await records.write(payment, history);
      await life.markRecorded({ orderId, seq: steps.length }, now());
    } catch (error) {
      logger.error(`Cannot write the steps of order ${orderId} on its order of record yet; written again in a minute`, error);
    }
  }

  /** Takes `steps`, then sends the refunds among them, records them and tells the shopper. Null: no paid order of that id. */
  async function take(orderId: string, steps: StepsToTake, by: StepActor): Promise<OrderHistory | null> {
    // how many steps were taken, once the history under the lock has decided them
    let count = 0;
    const after = await life.take(
      orderId,
      (history) => {
        const wanted = typeof steps === 'function' ? steps(history) : steps;
        count = wanted.length;
        return wanted;
      },
      by,
    );
    if (!after) return null;
    const taken = count > 0 ? after.steps.slice(-count) : [];
    for (const step of taken) if (step.kind === 'refunded') await send({ orderId, seq: step.seq, amountCents: step.amountCents });
    await record(after);
    for (const step of taken) if (mailsShopper(step, after.steps[step.seq - 2])) await tell({ orderId, seq: step.seq }, after);
    return after;
  }

  return {
    history: (orderId: string) => life.history(orderId),
    histories: (orderIds: readonly string[]) => life.histories(orderIds),
    take,
    /** Cancels the order before it ships, with the refund of all that is left then; its units go back on sale. */
    cancel: (orderId: string, reason: string, by: StepActor) => take(orderId, cancelling(reason), by),
    /**
     * The refunds the processor lists for an intent (its `charge.refunded`): each one made in its own
     * dashboard recorded once on the order, and the shopper told; the shop's own (sent under a step's
     * key) are on the order already.
     */
    async recordProcessorRefunds({ intentId, refunds }: RefundEvent) {
      for (const refund of refunds) {
        if (refund.shopKey) continue;
        const before = await life.history(intentId);
        const after = await life.takeProcessorRefund(
          intentId,
          {
            processorRefundId: refund.id,
            amountCents: refund.amountCents,
            reason: 'Refunded in the payment processor’s dashboard',
          },
          PROCESSOR_ACTOR,
        );
        if (!after || !before || after.steps.length === before.steps.length) continue;
        await record(after);
        await tell({ orderId: intentId, seq: after.steps.length }, after);
      }
    },
    /**
     * Sends again each refund the processor has not confirmed, writes again each order of record
     * behind its steps, and sends each mail whose claim lapsed.
     */
    async sendWhatIsDue(limit = 50) {
      for (const refund of await life.refundsToSend(limit)) await send(refund);
      if (records)
        for (const orderId of await life.recordsDue(limit)) {
          const history = await life.history(orderId);
          if (history) await record(history);
        }
      for (const step of await life.mailsDue(now() - STEP_MAIL_CLAIM_S, limit)) await tell(step);
    },
  };
}

export type OrderSteps = ReturnType<typeof createOrderSteps>;
