import { describe, expect, it } from 'vitest';
import { testProducts } from '../../test-doubles/test-products';
import {
  addToBasket,
  basketTotalCents,
  totalAmount,
  deleteFromBasket,
  maxAmount,
  mergeBaskets,
  removeFromBasket,
  toCents,
  withCurrentPrices,
  withoutOrdered,
  wouldExceedMaximum,
} from './basket';

const [tee, shirt] = testProducts as [(typeof testProducts)[0], (typeof testProducts)[0]];

describe('basket rules (requirements §4)', () => {
  it('adds a new line with amount 1, then raises it by 1', () => {
    const once = addToBasket([], tee);
    expect(once).toEqual([{ ...tee, amount: 1 }]);
    expect(addToBasket(once, tee)).toEqual([{ ...tee, amount: 2 }]);
  });

  it('keeps other lines when adding', () => {
    expect(addToBasket(addToBasket([], tee), shirt).map((l) => [l.id, l.amount])).toEqual([
      [tee.id, 1],
      [shirt.id, 1],
    ]);
  });

  it('removes one at a time and drops the line at amount 1', () => {
    const two = addToBasket(addToBasket([], tee), tee);
    const one = removeFromBasket(two, tee.id);
    expect(one).toEqual([{ ...tee, amount: 1 }]);
    expect(removeFromBasket(one, tee.id)).toEqual([]);
  });

  it('changes only the line it adds to or removes from', () => {
    const basket = [
      { ...tee, amount: 2 },
      { ...shirt, amount: 1 },
    ];
    expect(addToBasket(basket, shirt).map((l) => [l.id, l.amount])).toEqual([
      [tee.id, 2],
      [shirt.id, 2],
    ]);
    const fewer = removeFromBasket(basket, tee.id);
    expect(fewer.map((l) => [l.id, l.amount])).toEqual([
      [tee.id, 1],
      [shirt.id, 1],
    ]);
    expect(removeFromBasket(fewer, tee.id)).toEqual([{ ...shirt, amount: 1 }]);
  });

  it('ignores an unknown id', () => {
    const basket = addToBasket([], tee);
    expect(removeFromBasket(basket, 999)).toBe(basket);
  });

  it('adds a picked quantity at once, as that many presses would (ADR-010)', () => {
    const three = addToBasket([], tee, 3);
    expect(three).toEqual([{ ...tee, amount: 3 }]);
    expect(addToBasket(three, tee, 2)).toEqual([{ ...tee, amount: 5 }]);
  });

  it('adds nothing for a quantity that is not a whole number from 1 (requirements §3)', () => {
    const basket = addToBasket([], tee);
    for (const amount of [0, -1, 1.5, Number.NaN]) expect(addToBasket(basket, shirt, amount)).toBe(basket);
  });

  it('deletes a whole line in one go, keeping the others, and ignores an unknown id (ADR-010)', () => {
    const basket = [
      { ...tee, amount: 4 },
      { ...shirt, amount: 1 },
    ];
    expect(deleteFromBasket(basket, tee.id)).toEqual([{ ...shirt, amount: 1 }]);
    expect(deleteFromBasket(basket, 999)).toBe(basket);
  });

  it('merges an anonymous basket into the stored one, amounts adding up', () => {
    const stored = [{ ...tee, amount: 2 }];
    const anonymous = [
      { ...tee, amount: 1 },
      { ...shirt, amount: 3 },
    ];
    expect(mergeBaskets(stored, anonymous).map((l) => [l.id, l.amount])).toEqual([
      [tee.id, 3],
      [shirt.id, 3],
    ]);
    expect(stored[0]!.amount).toBe(2);
  });

  it('counts items as the sum of amounts', () => {
    expect(
      totalAmount([
        { ...tee, amount: 2 },
        { ...shirt, amount: 3 },
      ]),
    ).toBe(5);
  });

  it('totals in integer cents without floating drift', () => {
    const tenCents = { ...tee, price: 0.1 };
    const twentyCents = { ...shirt, price: 0.2 };
    expect(
      basketTotalCents([
        { ...tenCents, amount: 1 },
        { ...twentyCents, amount: 1 },
      ]),
    ).toBe(30);
    expect(basketTotalCents([{ ...tee, price: 19.99, amount: 3 }])).toBe(5997);
    expect(Number.isInteger(basketTotalCents([{ ...tee, price: 1.005, amount: 7 }]))).toBe(true);
    expect(toCents(1099.5)).toBe(109950);
  });
});

describe('taking a paid order out of the basket (ADR-004)', () => {
  const three = testProducts[2]!;
  it('subtracts the paid amounts and keeps what was added since', () => {
    const basket = [
      { ...tee, amount: 3 },
      { ...shirt, amount: 1 },
      { ...three, amount: 2 },
    ];
    const paid = [
      { ...tee, amount: 1 },
      { ...shirt, amount: 1 },
    ];
    expect(withoutOrdered(basket, paid).map((l) => [l.id, l.amount])).toEqual([
      [tee.id, 2],
      [three.id, 2],
    ]);
  });

  it('leaves nothing when the basket is the order, and never goes below zero', () => {
    const basket = [{ ...tee, amount: 1 }];
    expect(withoutOrdered(basket, basket)).toEqual([]);
    expect(withoutOrdered(basket, [{ ...tee, amount: 5 }])).toEqual([]);
    expect(withoutOrdered(basket, [])).toEqual(basket);
  });

  it('adds up lines of several orders for the same product', () => {
    const basket = [{ ...tee, amount: 3 }];
    expect(
      withoutOrdered(basket, [
        { ...tee, amount: 1 },
        { ...tee, amount: 1 },
      ]),
    ).toEqual([{ ...tee, amount: 1 }]);
  });
});

describe('bringing prices up to date', () => {
  it('takes the current price where it differs, and keeps every other line as it is', () => {
    const basket = [
      { ...tee, price: 10, amount: 2 },
      { ...shirt, price: 20, amount: 1 },
      // a line the server said nothing about
      { ...shirt, id: 99, price: 30, amount: 1 },
    ];
    const updated = withCurrentPrices(
      basket,
      new Map([
        [tee.id, 12.5],
        [shirt.id, 20],
      ]),
    );
    expect(updated.map((l) => [l.id, l.price, l.amount])).toEqual([
      [tee.id, 12.5, 2],
      [shirt.id, 20, 1],
      [99, 30, 1],
    ]);
    expect(updated[1]).toBe(basket[1]);
    expect(updated[2]).toBe(basket[2]);
  });
});

describe('one maximum quantity (ADR-020)', () => {
  it('fills a line up to the maximum and no further, whether added or merged', () => {
    const nine = addToBasket([], tee, 9);
    expect(wouldExceedMaximum(nine, tee.id)).toBe(false);
    expect(wouldExceedMaximum(nine, tee.id, 2)).toBe(true);
    expect(addToBasket(nine, tee, 5)).toEqual([{ ...tee, amount: maxAmount }]);
    expect(addToBasket([], tee, 25)).toEqual([{ ...tee, amount: maxAmount }]);
    expect(mergeBaskets(nine, addToBasket([], tee, 4))).toEqual([{ ...tee, amount: maxAmount }]);
  });
});
