import { leftToRefund, type OrderHistory, type OrderStep, type StepActor } from '../../ports/order-life';
import type { OrderLifePort, PendingRefund } from '../../ports/order-life-port';
import type { StockPort } from '../../ports/stock-port';
import type { OrderLedger } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import type { PaymentProcessor } from '../payment/processor';

/** The processor's idempotency key of a refund: one per refund step, whichever instance sends it, however often. */
export const refundKey = ({ orderId, seq }: Pick<PendingRefund, 'orderId' | 'seq'>) => `${orderId}:refund:${seq}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface OrderStepsSettings {
  life: OrderLifePort;
  processor: Pick<PaymentProcessor, 'refund'>;
  /** the stock a cancelled order's units go back to */
  stock: Pick<StockPort, 'levelsOf' | 'add'>;
  /** the order's lines as paid for */
  orders: Pick<OrderLedger, 'byId'>;
  logger: Logger;
  now?: () => number;
}

/**
 * The steps of an order's life as the shop takes them (ADR-051): each written first under the
 * order's lock, then what follows from it done. A refund goes to the processor under its own key;
 * one it did not take stays listed and is sent again by `sendDueRefunds`, every minute. A cancel
 * refunds all that is left and puts the order's units back on sale.
 */
export function createOrderSteps({ life, processor, stock, orders, logger, now = nowSeconds }: OrderStepsSettings) {
  async function send(refund: PendingRefund): Promise<void> {
    try {
      await processor.refund(refund.orderId, { amountCents: refund.amountCents, key: refundKey(refund) });
      await life.markRefundSent(refund, now());
    } catch (error) {
      logger.error(`Cannot send refund ${refundKey(refund)} to the processor yet; sent again in a minute`, error);
    }
  }

  /** Takes `steps`, then sends the refunds among them. Null: no paid order of that id. */
  async function take(orderId: string, steps: OrderStep[], by: StepActor): Promise<OrderHistory | null> {
    const after = await life.take(orderId, steps, by);
    if (!after) return null;
    for (const step of after.steps.slice(-steps.length))
      if (step.kind === 'refunded') await send({ orderId, seq: step.seq, amountCents: step.amountCents });
    return after;
  }

  /** The order's units back on the stock of the products the shop counts. */
  async function restock(orderId: string) {
    const paid = await orders.byId(orderId);
    const lines = paid?.lines ?? [];
    const counted = await stock.levelsOf(lines.map((line) => line.product.id));
    for (const line of lines) if (counted.has(line.product.id)) await stock.add(line.product.id, line.amount);
  }

  return {
    history: (orderId: string) => life.history(orderId),
    take,
    /** Cancels the order before it ships, with the refund of all that is left; its units go back on sale. */
    async cancel(orderId: string, reason: string, by: StepActor): Promise<OrderHistory | null> {
      const before = await life.history(orderId);
      if (!before) return null;
      const left = leftToRefund(before);
      const after = await take(
        orderId,
        [{ kind: 'cancelled', reason }, ...(left > 0 ? [{ kind: 'refunded' as const, amountCents: left, reason }] : [])],
        by,
      );
      if (after) await restock(orderId);
      return after;
    },
    /** Sends again each refund the processor has not confirmed. */
    async sendDueRefunds(limit = 50) {
      for (const refund of await life.refundsToSend(limit)) await send(refund);
    },
  };
}

export type OrderSteps = ReturnType<typeof createOrderSteps>;
