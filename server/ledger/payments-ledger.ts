import type { DeliveryAddress, PaymentStatus, Product } from '../../ports/entities';

/** Who pays: the signed-in shopper, as the payment server identified them. */
export interface Shopper {
  uid: string;
  email: string;
}

/** A basket line as the ledger keeps it: the product as the catalogue described it when paid for, and how many. */
export interface LedgerLine {
  product: Product;
  unitPriceCents: number;
  amount: number;
}

/** One payment intent and what it is for: the record the shop keeps of every sale. */
export interface LedgerPayment {
  intentId: string;
  /** the secret the browser confirms with (test mode), or Stripe's; never shown to anyone else */
  clientSecret: string;
  shopper: Shopper;
  lines: LedgerLine[];
  /** integer cents */
  amount: number;
  status: PaymentStatus;
  /** seconds since epoch */
  created: number;
  updated: number;
  /** the Idempotency-Key the shopper sent, and a digest of the basket it was sent with */
  idempotencyKey: string;
  basketDigest: string;
  /** seconds since epoch when the order of record was written to the cloud order store, if any */
  fulfilled: number | null;
  /** where the order goes, once the shopper's browser has said (ADR-021, ADR-032) */
  delivery: DeliveryAddress | null;
  /** the paying card's last four digits, once the payment has told them */
  cardLast4: string | null;
  /** ADR-039, seconds since epoch: when it was paid with its stock gone (to be refunded), and when refunded */
  refundDue: number | null;
  refunded: number | null;
}

export type NewPayment = Omit<LedgerPayment, 'updated' | 'fulfilled' | 'delivery' | 'cardLast4' | 'refundDue' | 'refunded'> & {
  /** the client address the checkout came from, as the server takes it (ADR-039: no hold from an address whose unpaid checkout outlived its hold) */
  clientAddress?: string;
};

/** What setStatus did: changed the status, found it so already, or (moving to paid) found its stock gone. */
export type StatusChange = 'changed' | 'unchanged' | 'paid_sold_out';

/** What the processor told of the paying card, kept with the move to paid. */
export interface PaidWith {
  cardLast4?: string;
}

/** What the order of record is told after the payment: each field is written once, the first word kept (ADR-032). */
export interface OrderDetails {
  delivery?: DeliveryAddress;
  cardLast4?: string;
}

/**
 * A payment's life from checkout to paid or forgotten (ADR-008): every intent with its shopper and
 * lines, written to disk (or the database) before the shopper hears of it, its stock held and sold
 * with it (ADR-039). Paid intents stay forever; unpaid ones expire and are pruned. Several server
 * instances may share one ledger: every method is safe to call from any of them at once, and
 * exactly-once is the ledger's job (one row per shopper and key, one move to paid).
 */
export interface IntentLedger {
  /**
   * Adds the payment; when the shopper already has one under this key, or the intent is there
   * already, that one is answered instead. With `holdUntil` (seconds since epoch) the payment's
   * quantities are held in the stock in the same transaction (ADR-039): the shopper's earlier unpaid
   * payments give their holds back (a shopper holds one checkout's worth at a time), and when an
   * unpaid payment of the shopper or of the client address outlived its hold, within twice the
   * hold, nothing is held (the payment is recorded; paid, it takes what is left then). When any is
   * short, nothing is recorded and OutOfStockError names the shortages.
   */
  record(payment: NewPayment, holdUntil?: number): Promise<LedgerPayment>;
  byId(intentId: string): Promise<LedgerPayment | null>;
  byIdempotencyKey(uid: string, idempotencyKey: string): Promise<LedgerPayment | null>;
  /**
   * Moves the payment to `status`; a succeeded payment never goes back. The move to paid sells its
   * stock in the same transaction: its hold, or what is left when the hold lapsed; when that is
   * gone, the payment is still recorded paid, marked refund due, and 'paid_sold_out' answered. The
   * one caller that moves it to paid also holds its receipt's claim from `at` (claimReceipt), and
   * the card's last digits in `paidWith` are kept unless some were already.
   */
  setStatus(intentId: string, status: PaymentStatus, at: number, paidWith?: PaidWith): Promise<StatusChange>;
  /** Unpaid intents created before `before`, oldest first, at most `limit`: the ones to cancel and prune. */
  expiredUnpaid(before: number, limit: number): Promise<LedgerPayment[]>;
  /** Deletes the intent with its lines and gives back its hold if it is still unpaid; false when it was paid meanwhile (or is gone). */
  forgetUnpaid(intentId: string): Promise<boolean>;
}

/** Paid payments as the shopper's orders: read for their pages, told where they go, written to the cloud's order store. */
export interface OrderLedger {
  byId(intentId: string): Promise<LedgerPayment | null>;
  /** a shopper's paid intents, oldest first: what they were charged for */
  paidBy(uid: string): Promise<LedgerPayment[]>;
  /**
   * Fills each given detail that is still empty, on the payment only if it is this shopper's; a
   * detail already written stays as it was. True when the payment is theirs.
   */
  setOrderDetails(intentId: string, uid: string, details: OrderDetails): Promise<boolean>;
  /** paid intents whose order of record is not yet in the cloud order store */
  unfulfilled(): Promise<LedgerPayment[]>;
  /**
   * Every shopper's paid payments for the back office, newest first, a page at a time: `search` is
   * a payment intent's id (whole) or part of a shopper's e-mail, whatever its case.
   */
  paidOrders(query: { search?: string; offset: number; limit: number }): Promise<{ payments: LedgerPayment[]; total: number }>;
  /** Units of each product paid for and kept (a payment refunded for want of stock not counted), for the back office's stock. */
  unitsSold(): Promise<Map<number, number>>;
  markFulfilled(intentId: string, at: number): Promise<void>;
}

/** Payments taken after their stock was sold to another (ADR-039), each refunded once. */
export interface RefundLedger {
  /** Paid payments marked refund due and not refunded yet, oldest first, at most `limit`. */
  refundsDue(limit: number): Promise<LedgerPayment[]>;
  /** The refund went through: true for the one caller that marked it. */
  markRefunded(intentId: string, at: number): Promise<boolean>;
}

/** Each paid order's receipt, claimed by one instance and then marked sent (ADR-030). */
export interface ReceiptLedger {
  /** Paid intents whose receipt is not sent and not claimed since `claimedBefore`, oldest first, at most `limit`. */
  receiptsDue(claimedBefore: number, limit: number): Promise<LedgerPayment[]>;
  /**
   * Takes the sending of the intent's receipt at `at`: true for one caller, false when it is sent or
   * claimed since `claimedBefore` (a claim older than that was given up: its sender died).
   */
  claimReceipt(intentId: string, at: number, claimedBefore: number): Promise<boolean>;
  /** The receipts of these intents went out (several at once: sent receipts are marked in batches). */
  markReceiptSent(intentIds: readonly string[], at: number): Promise<void>;
}

/** The processor's events already handled: a retried or replayed event is handled once. */
export interface EventLedger {
  eventSeen(eventId: string): Promise<boolean>;
  recordEvent(eventId: string, type: string, at: number): Promise<void>;
  /** Deletes the record of processor events received before `before`; answers how many. */
  trimEvents(before: number): Promise<number>;
}

/** Whether the ledger's store answers, for /readyz. */
export interface LedgerHealth {
  /** Resolves once the store answers a trivial query; rejects (StoreUnavailable) when it cannot be reached. */
  check(): Promise<void>;
}

/**
 * The payments ledger: each concern's port above, kept in one store so that a payment, its hold,
 * its receipt's claim and its refund move together. Each use takes only the port it needs.
 */
export interface PaymentsLedger extends IntentLedger, OrderLedger, RefundLedger, ReceiptLedger, EventLedger, LedgerHealth {
  close(): Promise<void>;
}
