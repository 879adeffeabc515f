// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Checkout } from '../local-shop/server-process';
import { checkoutFigures, roundsFigures } from './checkout-summary';

const paid = (createMs: number, confirmMs: number): Checkout => ({
  statuses: [200, 200],
  latenciesMs: [createMs, confirmMs],
  retries: 0,
  paid: true,
});
const refused: Checkout = { statuses: [429], latenciesMs: [1], retries: 0, paid: false };

describe('the figures of timed checkouts', () => {
  it('counts paid checkouts only, and a refusal or a request sent again as failures', () => {
    const resent = { ...paid(30, 40), retries: 2 };
    const figures = checkoutFigures([{ seconds: 2, checkouts: [paid(10, 20), refused, resent, refused] }]);
    expect(figures).toEqual({ checkouts: 2, checkoutsPerSecond: 1, requestP50Ms: 15, requestP99Ms: 40, failures: 4 });
  });

  it("takes each round's rate alone and the rest over all the rounds", () => {
    const rounds = [
      { seconds: 2, checkouts: [paid(10, 10), paid(10, 10), paid(10, 10)] },
      { seconds: 2, checkouts: [paid(50, 90)] },
    ];
    expect(roundsFigures(rounds)).toEqual({
      roundsPerSecond: [1.5, 0.5],
      checkouts: 4,
      checkoutsPerSecond: 1,
      requestP50Ms: 10,
      requestP99Ms: 90,
      failures: 0,
    });
  });

  it('gives no latency for a window with no request', () => {
    expect(checkoutFigures([{ seconds: 1, checkouts: [] }])).toMatchObject({ checkouts: 0, requestP50Ms: 0, requestP99Ms: 0 });
  });
});
