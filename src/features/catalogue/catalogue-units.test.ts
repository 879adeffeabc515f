import { describe, expect, it } from 'vitest';
import { homeCategories } from './categories';
import { parseProductId } from './product-id';
import { roundRating } from './StarRating';

describe('parseProductId', () => {
  it('accepts whole numbers only', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('20')).toBe(20);
    for (const bad of ['abc', '', '1.5', '-1', '1e3', ' 1', '9'.repeat(20)]) expect(parseProductId(bad)).toBeNull();
  });
});

describe('roundRating', () => {
  it('keeps 0.1 precision within 0 to 5', () => {
    expect(roundRating(3.94)).toBe(3.9);
    expect(roundRating(3.96)).toBe(4);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
  });
});

describe('home categories', () => {
  it('are the 4 of requirements §2, titles word for word', () => {
    expect(homeCategories.map(({ title, name }) => [title, name])).toEqual([
      ['Discover fashion trends', "women's clothing"],
      ['Electronics', 'electronics'],
      ["Men's Clothing", "men's clothing"],
      ['Jewelery', 'jewelery'],
    ]);
  });
});
