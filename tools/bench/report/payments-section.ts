import type { BesideServerResults } from '../beside-server-runs';
import type { RoundsFigures } from '../checkout-summary';
import type { PaymentResults } from '../payment-runs';
import { median } from '../stats';
import { P99_CEILING, RATE_FLOOR, setupVerdict } from './beside-server-targets';
import { machineWasBusy, table, times } from './markdown';
import type { Notes } from './notes';

const holds = (held: boolean) => (held ? 'holds' : '**does not hold**');

const buildRow = (setup: string, build: string, figures: RoundsFigures) => [
  setup,
  build,
  figures.roundsPerSecond.join(', '),
  figures.checkouts,
  figures.requestP50Ms,
  figures.requestP99Ms,
  figures.failures,
];

/** The payment setups of an earlier build and of this checkout, taking turns, and the targets' ratios. */
function besideTables(beside: BesideServerResults) {
  const shoppers = beside.beforeAccounts
    ? 'accounts signed up on each build before its rounds'
    : `this checkout's accounts signed up before its rounds; ${beside.before} has no accounts, so its shoppers are named by the header it takes them from`;
  return `Measured ${beside.date} beside ${beside.before}, load average (1, 5, 15 min) at start ${beside.loadAverageAtStart}, at end ${beside.loadAverageAtEnd}${machineWasBusy(beside.loadAverageAtStart) ? ': other jobs were running on the machine, so times are pessimistic and noisy' : ''}. ${beside.shoppers} shoppers pay at once, ${beside.rounds} rounds of ${beside.seconds} s per build and setup, ${beside.before} first in each round; ${shoppers}.

${table(
  ['setup', 'build', 'checkouts/s per round', 'checkouts', 'p50 ms', 'p99 ms', 'failures'],
  beside.payments.flatMap((setup) => [
    buildRow(setup.name, beside.before, setup.before),
    buildRow(setup.name, 'this checkout', setup.now),
  ]),
)}

This checkout over ${beside.before}: checkouts a second as the median of each build's rounds, p99 over all the requests of its rounds.

${table(
  ['setup', 'checkouts/s', 'checkouts/s ratio', `>= ${RATE_FLOOR}x`, 'p99 ratio', `<= ${P99_CEILING}x`],
  beside.payments.map((setup) => {
    const verdict = setupVerdict(setup);
    return [
      setup.name,
      `${median(setup.now.roundsPerSecond)} against ${median(setup.before.roundsPerSecond)}`,
      times(verdict.rate),
      holds(verdict.rateHolds),
      times(verdict.p99),
      holds(verdict.p99Holds),
    ];
  }),
)}`;
}

const ownTable = (payments: PaymentResults) =>
  table(
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
  );

export function paymentsSection(payments: PaymentResults | undefined, beside: BesideServerResults | undefined, notes: Notes) {
  if (!payments && !beside) return '';
  return `## Payments past one machine (ADR-018)

${payments ? `Measured ${payments.date}, load average (1, 5, 15 min) at start ${payments.loadAverageAtStart}. ${payments.shoppers} shoppers pay at once for ${payments.seconds} s per setup.` : "This checkout's setups are not measured in these results (`npm run bench -- --only payments`)."}

${notes.body('payments-method', 2)}
${payments ? `\n${ownTable(payments)}\n` : ''}
### Beside an earlier build

${beside ? besideTables(beside) : 'Not measured in these results (`npm run bench -- --only beside-server --beside-commit <commit>`).'}

${notes.section('checkout-profile', 3)}
`;
}
