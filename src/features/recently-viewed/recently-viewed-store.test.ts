import { describe, expect, it } from 'vitest';
import { testProducts } from '../../../test-doubles/test-products';
import { createMemoryRecentlyViewed } from '../../../test-doubles/memory-recently-viewed';
import { createRecentlyViewedStore } from './recently-viewed-store';

const ids = (list: { id: number }[] | undefined) => list?.map((entry) => entry.id);

describe('recently viewed store (ADR-013)', () => {
  it('keeps a product opened before the session is known for the shopper it turns out to be', () => {
    const { recentlyViewed, lists } = createMemoryRecentlyViewed();
    recentlyViewed.save('ann', [{ id: 1, title: 'Trail Runner Backpack', image: '' }]);
    const store = createRecentlyViewedStore(recentlyViewed);

    store.getState().viewed(testProducts[2]!);
    expect(store.getState().products).toEqual([]);
    expect(lists.get(null)).toBeUndefined();

    store.getState().setUserId('ann');
    expect(ids(store.getState().products)).toEqual([3, 1]);
    expect(ids(lists.get('ann'))).toEqual([3, 1]);
    expect(lists.get(null)).toBeUndefined();
  });

  it("switches lists with the shopper, and a signed-out visitor's views stay theirs", () => {
    const { recentlyViewed, lists } = createMemoryRecentlyViewed();
    const store = createRecentlyViewedStore(recentlyViewed);
    store.getState().setUserId(null);
    store.getState().viewed(testProducts[0]!);
    store.getState().setUserId('ann');
    expect(store.getState().products).toEqual([]);
    store.getState().viewed(testProducts[1]!);
    store.getState().setUserId(null);
    expect(ids(store.getState().products)).toEqual([1]);
    expect(ids(lists.get('ann'))).toEqual([2]);
  });
});
