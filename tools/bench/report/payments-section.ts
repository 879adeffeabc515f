import type { PaymentResults } from '../payment-runs';
import { table } from './markdown';
import type { Notes } from './notes';

export function paymentsSection(payments: PaymentResults | undefined, notes: Notes) {
  if (!payments) return '';
  return `## Payments past one machine (ADR-018)

Measured ${payments.date}, load average (1, 5, 15 min) at start ${payments.loadAverageAtStart}. ${payments.shoppers} shoppers pay at once for ${payments.seconds} s per setup.

${notes.body('payments-method', 2)}

${table(
  ['setup', 'instances', 'checkouts', 'checkouts/s', 'requests/s', 'p50 ms', 'p99 ms', 'failures'],
  payments.setups.map((setup) => [
    setup.name,
    setup.instances,
    setup.checkouts,
    setup.checkoutsPerSecond,
    setup.checkoutsPerSecond * 2,
    setup.requestP50Ms,
    setup.requestP99Ms,
    setup.failures,
  ]),
)}
`;
}
