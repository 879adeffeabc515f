// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmBodySchema, createBodySchema, createQuerySchema } from './payment';
import { readAs } from './problem';

// The request POST /payment/create takes (requirements §7, ADR-003, ADR-009), read on its own.
describe('the total', () => {
  const total = (value: unknown) => readAs(createQuerySchema, value === undefined ? {} : { total: value });

  it('says a missing or empty total is missing', () => {
    const missing = { ok: false, problem: 'The total (in cents) is missing: POST /payment/create?total={cents}.' };
    expect(total(undefined)).toMatchObject(missing);
    expect(total('')).toMatchObject(missing);
  });

  it('takes whole cents only, above zero', () => {
    for (const value of ['0', '-5', '12.5', '1e3', ' 12']) {
      expect(total(value)).toMatchObject({ ok: false, problem: 'The total must be a positive whole number of cents.' });
    }
  });

  it('takes a total of $1,000,000 and refuses one cent more', () => {
    expect(total('100000000')).toEqual({ ok: true, value: { total: 100_000_000 } });
    expect(total('100000001')).toMatchObject({ ok: false, problem: 'The total must not exceed 100000000 cents.' });
  });
});

describe('the basket lines', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, amount: 1 }));
  const read = (body: unknown) => readAs(createBodySchema, body);

  it('takes up to 100 lines (ADR-009)', () => {
    expect(read({ lines: lines(100) })).toEqual({ ok: true, value: { lines: lines(100) } });
    expect(read({ lines: lines(101) })).toMatchObject({
      ok: false,
      problem: 'A basket can have at most 100 different products.',
    });
  });

  it('takes an amount from 1 to 10,000', () => {
    expect(read({ lines: [{ id: 7, amount: 10_000 }] })).toEqual({ ok: true, value: { lines: [{ id: 7, amount: 10_000 }] } });
    for (const amount of [10_001, 0, 1.5, '2', undefined]) {
      expect(read({ lines: [{ id: 7, amount }] })).toMatchObject({
        ok: false,
        problem: 'Each basket line needs an amount: a whole number from 1 to 10000.',
      });
    }
  });

  it('needs a product id that is a positive whole number', () => {
    for (const id of [0, -1, 2.5, '3', null, 2 ** 53]) {
      expect(read({ lines: [{ id, amount: 1 }] })).toMatchObject({
        ok: false,
        problem: 'Each basket line needs a product id (a positive whole number).',
      });
    }
  });

  it('keeps only the id and the amount of each line', () => {
    expect(read({ lines: [{ id: 1, amount: 2, price: 0.01 }] })).toEqual({ ok: true, value: { lines: [{ id: 1, amount: 2 }] } });
  });

  it('refuses a body that is not an object with lines', () => {
    const refused = { ok: false, problem: 'The request body must list the basket lines: {"lines":[{"id":1,"amount":2}]}.' };
    for (const body of [null, undefined, 'lines', 42, [{ id: 1, amount: 1 }], { lines: {} }, { lines: [] }]) {
      expect(read(body)).toMatchObject(refused);
    }
  });
});

describe('a test card', () => {
  const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postcode: '10001' };

  it('takes a client secret and the four fields of a card, as text of at most 64 characters', () => {
    expect(readAs(confirmBodySchema, { clientSecret: 'pi_1_secret_2', card })).toEqual({
      ok: true,
      value: { clientSecret: 'pi_1_secret_2', card },
    });
  });

  it('refuses anything else with the shape it needs', () => {
    const problem = 'The request body must be {"clientSecret":"...","card":{"number","expiry","cvc","postcode"}}.';
    for (const body of [
      null,
      { card },
      { clientSecret: 'x' },
      { clientSecret: 'x', card: { ...card, cvc: 123 } },
      { clientSecret: 'x', card: { ...card, postcode: 'x'.repeat(65) } },
    ]) {
      expect(readAs(confirmBodySchema, body)).toMatchObject({ ok: false, problem });
    }
  });
});
