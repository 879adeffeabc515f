// The server's targets beside an earlier build: in every payment setup, checkouts a second at least
// 0.9x the earlier build's and request p99 at most 1.25x; and a production install of 60 MB at most.
import type { BesidePaymentSetup, BesideServerResults } from '../beside-server-runs';
import { median } from '../stats';
import { ratio, times } from './markdown';
import type { Target } from './target';

export const RATE_FLOOR = 0.9;
export const P99_CEILING = 1.25;
export const INSTALL_MB_CEILING = 60;

const NOT_MEASURED = 'not measured (`npm run bench -- --only beside-server --beside-commit <commit>`)';

export interface SetupVerdict {
  /**
   * checkouts a second, this build's over the earlier build's, each the median of its rounds: a
   * round that other work on the machine slowed moves it least
   */
  rate?: number;
  /** request p99, this build's over the earlier build's */
  p99?: number;
  rateHolds: boolean;
  p99Holds: boolean;
}

export function setupVerdict({ now, before }: BesidePaymentSetup): SetupVerdict {
  const rate = ratio(median(now.roundsPerSecond), median(before.roundsPerSecond));
  const p99 = ratio(now.requestP99Ms, before.requestP99Ms);
  return { rate, p99, rateHolds: rate !== undefined && rate >= RATE_FLOOR, p99Holds: p99 !== undefined && p99 <= P99_CEILING };
}

/** 'failures: 1 instance, SQL file 3 (c02a3cc 0)', when any build failed requests in any setup */
function failures(beside: BesideServerResults) {
  const failed = beside.payments.filter((setup) => setup.now.failures + setup.before.failures > 0);
  return failed.length === 0
    ? undefined
    : `failures: ${failed.map((setup) => `${setup.name} ${setup.now.failures} (${beside.before} ${setup.before.failures})`).join('; ')}`;
}

function paymentTargets(beside: BesideServerResults | undefined): Target[] {
  const rateTarget = `checkouts a second beside an earlier build >= ${RATE_FLOOR}x its own, in every payment setup (median of the rounds, the builds taking turns)`;
  const p99Target = `request p99 beside an earlier build <= ${P99_CEILING}x its own, in every payment setup`;
  if (!beside)
    return [
      { target: rateTarget, reached: false, measured: NOT_MEASURED },
      { target: p99Target, reached: false, measured: NOT_MEASURED },
    ];
  const verdicts = beside.payments.map((setup) => ({ setup, ...setupVerdict(setup) }));
  const short = verdicts.filter((verdict) => !verdict.rateHolds).map(({ setup, rate }) => `${setup.name} (${times(rate)})`);
  const slow = verdicts.filter((verdict) => !verdict.p99Holds).map(({ setup, p99 }) => `${setup.name} (${times(p99)})`);
  const noted = failures(beside);
  return [
    {
      target: rateTarget,
      reached: short.length === 0,
      measured: `beside ${beside.before}: ${verdicts
        .map(
          ({ setup, rate }) =>
            `${setup.name} ${times(rate)} (${median(setup.now.roundsPerSecond)} against ${median(setup.before.roundsPerSecond)}/s)`,
        )
        .join('; ')}`,
      reason:
        [short.length > 0 ? `below ${RATE_FLOOR}x: ${short.join(', ')}` : undefined, noted].filter(Boolean).join('; ') ||
        undefined,
    },
    {
      target: p99Target,
      reached: slow.length === 0,
      measured: `beside ${beside.before}: ${verdicts
        .map(
          ({ setup, p99 }) => `${setup.name} ${times(p99)} (${setup.now.requestP99Ms} against ${setup.before.requestP99Ms} ms)`,
        )
        .join('; ')}`,
      reason: slow.length > 0 ? `above ${P99_CEILING}x: ${slow.join(', ')}` : undefined,
    },
  ];
}

function installTarget(beside: BesideServerResults | undefined): Target {
  const target = `production install (npm ci --omit=dev) <= ${INSTALL_MB_CEILING} MB`;
  if (!beside) return { target, reached: false, measured: NOT_MEASURED };
  const { now, before } = beside.installMB;
  const reached = now <= INSTALL_MB_CEILING;
  return {
    target,
    reached,
    measured: `${now} MB (${beside.before}: ${before} MB)`,
    reason: reached ? undefined : `${Math.round((now - INSTALL_MB_CEILING) * 10) / 10} MB over`,
  };
}

export const besideServerTargets = (beside: BesideServerResults | undefined): Target[] => [
  ...paymentTargets(beside),
  installTarget(beside),
];
