// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deliveryBodySchema, ordersSchema } from './orders';
import { readAs } from './problem';

describe('a delivery address (ADR-022)', () => {
  const address = { street: '1 Main St', city: 'Springfield', postcode: '12345', country: 'US' };

  it('keeps the four fields and nothing else', () => {
    expect(readAs(deliveryBodySchema, { delivery: { ...address, note: 'leave at the door' }, extra: 1 })).toEqual({
      ok: true,
      value: { delivery: address },
    });
  });

  it('names the first field that is missing, blank or longer than 200 characters', () => {
    expect(readAs(deliveryBodySchema, { delivery: { ...address, city: '  ' } })).toMatchObject({
      ok: false,
      problem: 'The delivery address needs a city of 1 to 200 characters.',
    });
    expect(readAs(deliveryBodySchema, { delivery: { ...address, postcode: 'x'.repeat(201) } })).toMatchObject({
      ok: false,
      problem: 'The delivery address needs a postcode of 1 to 200 characters.',
    });
    expect(readAs(deliveryBodySchema, { delivery: { city: 'Springfield' } })).toMatchObject({
      ok: false,
      problem: 'The delivery address needs a street of 1 to 200 characters.',
    });
  });

  it('refuses a body without a delivery object with the shape it needs', () => {
    for (const body of [null, {}, { delivery: 'here' }, { delivery: [address] }]) {
      expect(readAs(deliveryBodySchema, body)).toMatchObject({
        ok: false,
        problem: 'The request body must be {"delivery":{"street","city","postcode","country"}}.',
      });
    }
  });
});

describe('an order of record as the server answers it (ADR-032)', () => {
  const line = {
    id: 4,
    title: 'Speaker',
    price: 45.5,
    description: 'Loud.',
    category: 'electronics',
    image: '/images/products/4.svg',
    rating: { rate: 4.3, count: 5120 },
    amount: 12,
  };
  const order = { id: 'pi_1', basket: [line], amount: 54_600, created: 1_700_000_000, status: 'paid' };

  it('takes an order whose line holds more than a basket does: as many as its payment took', () => {
    expect(readAs(ordersSchema, [order])).toEqual({ ok: true, value: [order] });
  });

  it('refuses an answer that is not orders', () => {
    for (const answer of [
      { error: 'Please sign in.' },
      [{ ...order, basket: null }],
      [{ ...order, amount: '54600' }],
      [{ ...order, status: 'lost' }],
    ]) {
      expect(readAs(ordersSchema, answer).ok).toBe(false);
    }
  });
});
