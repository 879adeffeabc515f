// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTotal, parseLines, parseTotal } from './payment-request';

// The request POST /payment/create takes (requirements §7, ADR-003, ADR-009), read on its own.
describe('the total', () => {
  it('says a missing or empty total is missing', () => {
    const missing = {
      ok: false,
      status: 400,
      error: 'The total (in cents) is missing: POST /payment/create?total={cents}.',
    };
    expect(parseTotal(undefined)).toEqual(missing);
    expect(parseTotal('')).toEqual(missing);
  });

  it('takes a total of $1,000,000 and refuses one cent more', () => {
    expect(parseTotal('100000000')).toEqual({ ok: true, value: 100_000_000 });
    expect(parseTotal('100000001')).toEqual({
      ok: false,
      status: 400,
      error: 'The total must not exceed 100000000 cents.',
    });
  });
});

describe('the basket lines', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, amount: 1 }));

  it('takes up to 100 lines (ADR-009)', () => {
    expect(parseLines({ lines: lines(100) })).toEqual({ ok: true, value: lines(100) });
    expect(parseLines({ lines: lines(101) })).toEqual({
      ok: false,
      status: 400,
      error: 'A basket can have at most 100 different products.',
    });
  });

  it('takes an amount from 1 to 10,000', () => {
    expect(parseLines({ lines: [{ id: 7, amount: 10_000 }] })).toEqual({ ok: true, value: [{ id: 7, amount: 10_000 }] });
    expect(parseLines({ lines: [{ id: 7, amount: 10_001 }] })).toEqual({
      ok: false,
      status: 400,
      error: 'Each basket line needs an amount: a whole number from 1 to 10000.',
    });
  });

  it('refuses a body that is not an object with lines', () => {
    const refused = {
      ok: false,
      status: 400,
      error: 'The request body must list the basket lines: {"lines":[{"id":1,"amount":2}]}.',
    };
    for (const body of [null, undefined, 'lines', 42, [{ id: 1, amount: 1 }], { lines: {} }]) {
      expect(parseLines(body)).toEqual(refused);
    }
  });
});

describe('the price check (ADR-003)', () => {
  it('answers 409 with the shop’s prices-changed message when the total is not what the catalogue charges', () => {
    expect(checkTotal(4549, [{ id: 4, amount: 1 }], new Map([[4, 45.5]]))).toEqual({
      ok: false,
      status: 409,
      error: 'Prices have changed since you filled your basket. Please review your basket and try again.',
    });
  });
});
