import { describe, expect, it } from 'vitest';
import { sampleProducts } from '../../test-doubles/sample-products';
import { RECENTLY_VIEWED_LIMIT, withViewed } from './recently-viewed';

const ids = (list: { id: number }[]) => list.map((entry) => entry.id);

describe('recently viewed (ADR-013)', () => {
  it('puts the product opened first, with its link, picture and name only', () => {
    expect(withViewed([], sampleProducts[1]!)).toEqual([{ id: 2, title: 'Linen Summer Shirt', image: sampleProducts[1]!.image }]);
  });

  it('keeps a product once: opening it again moves it to the front', () => {
    let list = withViewed([], sampleProducts[0]!);
    list = withViewed(list, sampleProducts[1]!);
    list = withViewed(list, sampleProducts[0]!);
    expect(ids(list)).toEqual([1, 2]);
  });

  it('keeps the last 8, the oldest falling off', () => {
    const list = sampleProducts.concat({ ...sampleProducts[0]!, id: 9 }).reduce(withViewed, []);
    expect(RECENTLY_VIEWED_LIMIT).toBe(8);
    expect(ids(list)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
  });
});
