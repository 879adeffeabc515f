import { describe, expect, it } from 'vitest';
import { recentlyViewedContract } from '../../test-doubles/contracts/recently-viewed-contract';
import { createLocalRecentlyViewed, recentlyViewedKey } from './local-recently-viewed';

recentlyViewedContract('localStorage adapter', () => {
  localStorage.clear();
  return createLocalRecentlyViewed(localStorage, () => undefined);
});

describe('recently viewed products in localStorage (ADR-013)', () => {
  it("stores a user's list under 'recently_viewed_' + uid, and the signed-out list under 'recently_viewed'", () => {
    const port = createLocalRecentlyViewed(localStorage);
    port.save('ann', [{ id: 1, title: 'Backpack', image: '/images/products/1.svg' }]);
    port.save(null, [{ id: 2, title: 'Shirt', image: '/images/products/2.svg' }]);
    expect(JSON.parse(localStorage.getItem('recently_viewed_ann')!)).toEqual([
      { id: 1, title: 'Backpack', image: '/images/products/1.svg' },
    ]);
    expect(recentlyViewedKey(null)).toBe('recently_viewed');
    expect(JSON.parse(localStorage.getItem('recently_viewed')!)).toEqual([
      { id: 2, title: 'Shirt', image: '/images/products/2.svg' },
    ]);
  });

  it('reads damaged data as what can be trusted of it, never throwing', () => {
    const port = createLocalRecentlyViewed(localStorage);
    localStorage.setItem('recently_viewed_ann', '{not json');
    expect(port.load('ann')).toEqual([]);
    localStorage.setItem('recently_viewed_ann', '{"id":1}');
    expect(port.load('ann')).toEqual([]);
    localStorage.setItem(
      'recently_viewed_ann',
      JSON.stringify([
        { id: 1, title: 'Backpack', image: 'b.svg' },
        { id: 'x', title: 'Bad' },
        null,
        { id: 2.5, title: 'Half', image: '' },
      ]),
    );
    expect(port.load('ann')).toEqual([{ id: 1, title: 'Backpack', image: 'b.svg' }]);
  });

  it('loses nothing and throws nothing when the browser refuses storage', () => {
    const logged: string[] = [];
    const port = createLocalRecentlyViewed(null, (message) => logged.push(message));
    expect(port.load('ann')).toEqual([]);
    port.save('ann', [{ id: 1, title: 'Backpack', image: 'b.svg' }]);
    expect(logged).toEqual(['Could not save the recently viewed products: storage is not available']);
  });
});
