import type { LedgerPayment } from '../ledger/payments-ledger';
import { formatCents } from '../../ports/cents';
import { orderMessage } from './receipt';
import type { MailMessage } from './mailer';

/**
 * ADR-039: the payment arrived after its hold lapsed and the last units went to another buyer, so
 * the shop gave the money back. Sent once, by the instance that recorded the refund.
 */
export function refundNoticeFor(payment: LedgerPayment, siteUrl: string): MailMessage {
  return orderMessage('refund', payment, siteUrl, `Your order ${payment.intentId} is refunded`, [
    'We are sorry: your payment reached us after the items it was for had sold out, so we could not send them.',
    '',
    `Order ${payment.intentId}: ${formatCents(payment.amount)} is refunded to your card in full.`,
  ]);
}
