import type { OrderHistory, OrderStep, StepActor } from './order-life';

/** A refund taken and not yet confirmed by the processor: sent again until it is, under the same key. */
export interface PendingRefund {
  orderId: string;
  seq: number;
  amountCents: number;
}

/**
 * The steps of paid orders (ADR-051), kept beside the payments: one history per order, appended
 * and never changed; the order's state is read from it (`stateOf`).
 */
export interface OrderLifePort {
  /** The order's history, or null when no paid order has that id. */
  history(orderId: string): Promise<OrderHistory | null>;
  /** The histories of the paid orders among `orderIds`, by id, read together (a shopper's orders page), each as `history` reads it. */
  histories(orderIds: readonly string[]): Promise<Map<string, OrderHistory>>;
  /**
   * Takes `steps` (one, or a cancel and the refund that follows it; or those the order's history
   * decides once locked, as `cancelling` does) under the order's lock, each
   * checked against the history with those before it (`checkStep`): all are written or none, and of
   * two callers at once on any instances the second is checked against what the first wrote. A
   * cancel puts the order's units back on the stock of the products the shop counts (ADR-039), with
   * the step or not at all.
   * Throws OrderStepRefused; answers null when no paid order has that id, else the history after them.
   */
  take(orderId: string, steps: StepsToTake, by: StepActor): Promise<OrderHistory | null>;
  /**
   * Records a refund the processor made itself (in its own dashboard) as a `refunded` step by `by`:
   * the processor's word, so not checked against what is left, and never sent to it. Once per
   * `processorRefundId`, however often it is told. Answers null when no paid order has that id, else
   * the history after it.
   */
  takeProcessorRefund(
    orderId: string,
    refund: { processorRefundId: string; amountCents: number; reason: string },
    by: StepActor,
  ): Promise<OrderHistory | null>;
  /** Refunds taken and not yet confirmed sent to the processor, oldest first, at most `limit`. */
  refundsToSend(limit: number): Promise<PendingRefund[]>;
  /** The processor took the refund: it is not sent again. */
  markRefundSent(refund: Pick<PendingRefund, 'orderId' | 'seq'>, at: number): Promise<void>;
  /**
   * Takes the sending of a step's mail to the shopper (`mailsShopper`) at `at`: true for one caller
   * on any instance; false when it went, or was claimed since `claimedBefore` (an older claim was
   * given up: its sender died or the mail server was down).
   */
  claimMail(step: StepOf, at: number, claimedBefore: number): Promise<boolean>;
  markMailed(step: StepOf, at: number): Promise<void>;
  /** Steps whose mail has not gone and is not claimed since `claimedBefore`, oldest first, at most `limit`. */
  mailsDue(claimedBefore: number, limit: number): Promise<StepOf[]>;
  /** The order's steps through `throughSeq` are on its order of record kept elsewhere (the cloud's). */
  markRecorded(step: StepOf, at: number): Promise<void>;
  /** The orders with steps not yet on their order of record kept elsewhere, oldest step first, at most `limit`. */
  recordsDue(limit: number): Promise<string[]>;
}

/** The steps to take: as given, or as the order's history decides once it is locked (`cancelling`). */
export type StepsToTake = OrderStep[] | ((history: OrderHistory) => OrderStep[]);

/** A step of an order, by its place in the order's history. */
export interface StepOf {
  orderId: string;
  seq: number;
}
