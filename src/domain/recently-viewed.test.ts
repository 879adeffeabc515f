import { describe, expect, it } from 'vitest';
import { testProducts } from '../../test-doubles/test-products';
import { RECENTLY_VIEWED_LIMIT, withViewed } from './recently-viewed';

const ids = (list: { id: number }[]) => list.map((entry) => entry.id);

describe('recently viewed (ADR-013)', () => {
  it('puts the product opened first, with its link, picture and name only', () => {
    expect(withViewed([], testProducts[1]!)).toEqual([{ id: 2, title: 'Linen Summer Shirt', image: testProducts[1]!.image }]);
  });

  it('keeps a product once: opening it again moves it to the front', () => {
    let list = withViewed([], testProducts[0]!);
    list = withViewed(list, testProducts[1]!);
    list = withViewed(list, testProducts[0]!);
    expect(ids(list)).toEqual([1, 2]);
  });

  it('keeps the last 8, the oldest falling off', () => {
    const list = testProducts.concat({ ...testProducts[0]!, id: 9 }).reduce(withViewed, []);
    expect(RECENTLY_VIEWED_LIMIT).toBe(8);
    expect(ids(list)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
  });
});
