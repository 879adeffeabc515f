import { describe, expect, it } from 'vitest';
import { dealOf } from './deal';

describe('dealOf', () => {
  it('saves the difference in cents, as a rounded percentage of the list price', () => {
    expect(dealOf({ price: 42.99, listPrice: 71.65 })).toEqual({ listPrice: 71.65, savingCents: 2866, percent: 40 });
    expect(dealOf({ price: 129.99, listPrice: 179.99 })).toEqual({ listPrice: 179.99, savingCents: 5000, percent: 28 });
  });

  it('is no deal without a list price above the price', () => {
    expect(dealOf({ price: 10 })).toBeNull();
    expect(dealOf({ price: 10, listPrice: 10 })).toBeNull();
    expect(dealOf({ price: 10, listPrice: 9 })).toBeNull();
  });
});
