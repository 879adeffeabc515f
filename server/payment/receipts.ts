import type { LedgerPayment, ReceiptLedger } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import { receiptFor } from '../mail/receipt';
import type { Mailer } from '../mail/mailer';

/** A receipt claimed longer ago than this and not sent was given up: housekeeping sends it. */
export const RECEIPT_CLAIM_S = 10 * 60;
/** Receipts sent within this long are marked sent in one write. */
const MARK_EVERY_MS = 50;

/** Where receipts go, and the shop's public address their links use. */
export interface Receipts {
  mailer: Mailer;
  siteUrl: string;
}

/**
 * ADR-030: a paid order's receipt, sent by the one instance that claims it (the move to paid claims
 * it for the instance that made it). One that cannot be sent now (the mail server is down) keeps its
 * claim, and housekeeping tries again once the claim has lapsed; a process that dies between sending
 * and marking sends it twice, never not at all. Receipts sent within 50 ms of each other are
 * marked sent in one write.
 */
export function receiptSender({
  ledger,
  receipts,
  logger,
  seconds,
}: {
  ledger: ReceiptLedger;
  receipts: Receipts;
  logger: Logger;
  seconds: () => number;
}) {
  let sent: string[] = [];
  const markSent = async () => {
    const batch = sent;
    sent = [];
    try {
      await ledger.markReceiptSent(batch, seconds());
    } catch (error) {
      logger.error(`Cannot mark ${batch.length} receipts sent; sent again once their claim lapses`, error);
    }
  };

  /** Sends the receipt of a paid payment; `claimed`: the caller holds its claim already. */
  return async (payment: LedgerPayment, claimed: boolean) => {
    if (payment.status !== 'succeeded' || payment.refundDue !== null) return;
    const now = seconds();
    try {
      if (!claimed && !(await ledger.claimReceipt(payment.intentId, now, now - RECEIPT_CLAIM_S))) return;
      await receipts.mailer.send(receiptFor(payment, receipts.siteUrl));
      logger.info(`receipt for ${payment.intentId} sent`);
    } catch (error) {
      logger.error(`Cannot send the receipt for ${payment.intentId}; tried again in ${RECEIPT_CLAIM_S / 60} minutes`, error);
      return;
    }
    if (sent.push(payment.intentId) === 1) setTimeout(() => void markSent(), MARK_EVERY_MS);
  };
}
