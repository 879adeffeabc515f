import type { OrderHistory, RecordedStep } from '../../ports/order-life';
import { trackingPage } from '../../ports/tracking-pages';
import type { LedgerPayment } from '../ledger/payments-ledger';
import type { MailMessage } from './mailer';
import { formatCents } from '../../ports/cents';
import { orderMessage } from './receipt';

/** What the shopper is told of a step of their order (ADR-051): a subject, and the lines before the order's link. */
function told(payment: LedgerPayment, step: RecordedStep, history: OrderHistory): { subject: string; lines: string[] } {
  const id = payment.intentId;
  switch (step.kind) {
    case 'shipped': {
      const page = trackingPage(step.carrier, step.trackingNumber);
      return {
        subject: `Your order ${id} has shipped`,
        lines: [
          `Your order is on its way with ${step.carrier}. Tracking number: ${step.trackingNumber}.`,
          ...(page ? [`Track your package: ${page}`] : []),
        ],
      };
    }
    case 'delivered':
      return { subject: `Your order ${id} was delivered`, lines: ['Your order was delivered. We hope you enjoy it.'] };
    case 'cancelled': {
      // the cancel's own refund follows it in the history
      const refund = history.steps.find((later) => later.seq === step.seq + 1 && later.kind === 'refunded');
      return {
        subject: `Your order ${id} is cancelled`,
        lines: [
          'Your order is cancelled: it will not be sent.',
          ...(refund?.kind === 'refunded' ? [`${formatCents(refund.amountCents)} goes back to your card.`] : []),
        ],
      };
    }
    case 'refunded':
      return {
        subject: `${formatCents(step.amountCents)} refunded on your order ${id}`,
        lines: [`We have refunded ${formatCents(step.amountCents)} of your order to your card.`],
      };
    case 'note':
      throw new Error('A note is the staff’s: the shopper is not mailed of it');
  }
}

/**
 * The message that tells the shopper of a step of their order (ADR-051): shipped with its tracking
 * number, delivered, cancelled with what goes back, or refunded; in plain words with the order's
 * link. Its Message-ID is the step's, whichever instance sends it.
 */
export function orderStepMail(payment: LedgerPayment, step: RecordedStep, history: OrderHistory, siteUrl: string): MailMessage {
  const { subject, lines } = told(payment, step, history);
  return orderMessage(`${step.kind}-${step.seq}`, payment, siteUrl, subject, lines);
}
