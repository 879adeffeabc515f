import { describe, expect, it } from 'vitest';
import { buyNowSearchOf, checkoutPathOf } from './buy-now';

describe("Buy Now in /Payment's address (ADR-010)", () => {
  it('reads a product id and a quantity of 1 to 10, as numbers or as text', () => {
    expect(buyNowSearchOf({ buy: 8, qty: 4 })).toEqual({ buy: 8, qty: 4 });
    expect(buyNowSearchOf({ buy: '8', qty: '10' })).toEqual({ buy: 8, qty: 10 });
  });

  it('takes a missing or unusable quantity as 1', () => {
    for (const amount of [undefined, 0, 11, -2, 1.5, 'two', '007'])
      expect(buyNowSearchOf({ buy: 8, qty: amount })).toEqual({ buy: 8, qty: 1 });
  });

  it('is the basket checkout without a valid product id', () => {
    for (const buy of [undefined, 0, -1, '1e3', '007', 'x', {}]) expect(buyNowSearchOf({ buy, qty: 2 })).toEqual({});
  });

  it('gives sign-in the same checkout to return to', () => {
    expect(checkoutPathOf({})).toBe('/Payment');
    expect(checkoutPathOf({ buy: 8, qty: 4 })).toBe('/Payment?buy=8&qty=4');
  });
});
