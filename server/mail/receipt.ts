import { formatCents } from '../../ports/cents';
import type { LedgerPayment } from '../ledger/payments-ledger';
import type { MailMessage } from './mailer';

/** the order's own page in the shop */
export const orderUrlOf = (payment: LedgerPayment, siteUrl: string) =>
  new URL(`/Orders/${encodeURIComponent(payment.intentId)}`, siteUrl).href;
/** The Message-ID of an order's message of one `kind`: the same whichever instance sends it, however often. */
export const orderMessageIdOf = (kind: string, payment: LedgerPayment, siteUrl: string) =>
  `<${kind}.${payment.intentId}@${new URL(siteUrl).hostname}>`;
/**
 * A message to the shopper about their order, sent as a `kind` of message (its Message-ID): the
 * `lines` that say what happened, then what they bought, and the order's own page.
 */
export function orderMessage(
  kind: string,
  payment: LedgerPayment,
  siteUrl: string,
  subject: string,
  lines: string[],
): MailMessage {
  const orderUrl = orderUrlOf(payment, siteUrl);
  return {
    to: payment.shopper.email,
    subject,
    link: orderUrl,
    messageId: orderMessageIdOf(kind, payment, siteUrl),
    text: [
      ...lines,
      '',
      ...payment.lines.map((line) => `${line.amount} x ${line.product.title}`),
      '',
      `See your order: ${orderUrl}`,
      '',
    ].join('\n'),
  };
}
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The receipt of a paid order (ADR-030): its number, each line with its quantity and what it cost,
 * the total charged, and where to see it in the shop.
 */
export function receiptFor(payment: LedgerPayment, siteUrl: string): MailMessage {
  const lines = payment.lines.map(
    (line) => `${line.amount} x ${line.product.title}: ${formatCents(line.unitPriceCents * line.amount)}`,
  );
  const orderUrl = orderUrlOf(payment, siteUrl);
  return {
    to: payment.shopper.email,
    subject: `Your order ${payment.intentId} is paid`,
    link: orderUrl,
    messageId: orderMessageIdOf('receipt', payment, siteUrl),
    text: [
      'Thank you for your order.',
      '',
      `Order ${payment.intentId}, paid ${day.format(new Date(payment.updated * 1000))}`,
      '',
      ...lines,
      '',
      `Order total: ${formatCents(payment.amount)}`,
      '',
      `See your order: ${orderUrl}`,
      '',
    ].join('\n'),
  };
}
