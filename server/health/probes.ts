import type { Handler } from 'hono';
import type { Liveness, Readiness } from '../../api/health';
import type { LedgerHealth } from '../ledger/payments-ledger';
import type { PaymentAllowance } from '../payment/allowance';
import { STORE_AWAY_RETRY_S } from '../http/errors';

/** A store that takes longer than this to answer a trivial query is not ready for shoppers. */
const CHECK_TIMEOUT_MS = 2_000;

function withinTimeout(check: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/** GET /healthz, for load balancers and supervisors (docs/deploy.md §6): the process lives and answers. */
export const liveness: Handler = (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'live' } satisfies Liveness);
};

/**
 * GET /readyz (docs/deploy.md §6): the ledger answers too (503 while its database is away). The
 * allowance only reports how it counts: without Redis each instance still limits alone.
 */
export function readiness({ ledger, allowance }: { ledger: LedgerHealth; allowance: PaymentAllowance | null }): Handler {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const allowanceCounting = allowance?.counting() ?? 'no allowance';
    try {
      await withinTimeout(ledger.check());
      return c.json({ status: 'ready', ledger: 'answers', allowance: allowanceCounting } satisfies Readiness);
    } catch {
      c.header('Retry-After', String(STORE_AWAY_RETRY_S));
      return c.json({ status: 'not ready', ledger: 'unreachable', allowance: allowanceCounting } satisfies Readiness, 503);
    }
  };
}
