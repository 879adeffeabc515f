import type { FaultResults } from '../fault-runs';
import { table } from './markdown';
import type { Notes } from './notes';

export function faultsSection(faults: FaultResults | undefined, notes: Notes) {
  if (!faults) return '';
  return `## The cluster's databases failing (ADR-028)

Measured ${faults.date}, load average (1, 5, 15 min) at start ${faults.loadAverageAtStart}. ${faults.instances} instances on one PostgreSQL and one Redis, ${faults.shoppers} shoppers paying all along.

${notes.body('faults-method', 2)}

${table(
  [
    'fault',
    'seconds',
    'requests',
    '200',
    '503 + Retry-After',
    'other failures',
    'p50 ms',
    'p99 ms',
    'paid again after',
    'instances alive',
  ],
  faults.faults.map((fault) => [
    fault.fault,
    fault.seconds,
    fault.requests,
    fault.ok,
    fault.unavailable,
    fault.otherFailures,
    fault.p50Ms,
    fault.p99Ms,
    fault.recoverySeconds === null ? '-' : `${fault.recoverySeconds} s`,
    `${fault.instancesAlive} of ${faults.instances}`,
  ]),
)}

One client's payment requests over the ${faults.instances} instances, allowance ${faults.allowance[0]?.limit ?? '-'} a minute:

${table(
  ['fault', 'sent', 'allowed'],
  faults.allowance.map((drill) => [drill.fault, drill.sent, drill.allowed]),
)}
`;
}
