// The payment parts' figures from what their shoppers saw (payment-runs.ts, server-beside-runs.ts).
import type { Checkout } from '../local-shop/server-process';
import { median, percentile } from './stats';

/** The checkouts shoppers made in one timed window, and how long it lasted. */
export interface CheckoutWindow {
  seconds: number;
  checkouts: Checkout[];
}

export interface CheckoutFigures {
  /** checkouts that ended paid */
  checkouts: number;
  checkoutsPerSecond: number;
  /** latency of every request, create and confirm together */
  requestP50Ms: number;
  requestP99Ms: number;
  /** answers other than 200, and requests that found no server */
  failures: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Paid checkouts a second in one window. */
export const checkoutsPerSecond = (window: CheckoutWindow) =>
  oneDecimal(window.checkouts.filter((checkout) => checkout.paid).length / window.seconds);

/**
 * The figures of windows taken together: paid checkouts a second over their whole time, and the
 * latency of all their requests. A refused checkout is a failure, never a checkout: it is quick,
 * and would flatter the rate.
 */
export function checkoutFigures(windows: CheckoutWindow[]): CheckoutFigures {
  const checkouts = windows.flatMap((window) => window.checkouts);
  const latencies = checkouts.flatMap((checkout) => checkout.latenciesMs);
  const seconds = windows.reduce((sum, window) => sum + window.seconds, 0);
  return {
    checkouts: checkouts.filter((checkout) => checkout.paid).length,
    checkoutsPerSecond: checkoutsPerSecond({ seconds, checkouts }),
    requestP50Ms: latencies.length ? oneDecimal(median(latencies)) : 0,
    requestP99Ms: latencies.length ? oneDecimal(percentile(latencies, 99)) : 0,
    failures: checkouts.reduce(
      (sum, checkout) => sum + checkout.retries + checkout.statuses.filter((status) => status !== 200).length,
      0,
    ),
  };
}

export interface RoundsFigures extends CheckoutFigures {
  /** paid checkouts a second in each round */
  roundsPerSecond: number[];
}

/** The figures of one build's rounds: each round's rate, and the rest over them all. */
export const roundsFigures = (rounds: CheckoutWindow[]): RoundsFigures => ({
  ...checkoutFigures(rounds),
  roundsPerSecond: rounds.map(checkoutsPerSecond),
});
