import { describe, expect, it } from 'vitest';
import type { RecentlyViewedPort, ViewedProduct } from '../../ports/recently-viewed-port';

const viewed = (id: number): ViewedProduct => ({ id, title: `Product ${id}`, image: `/images/products/${id}.svg` });

/** What every RecentlyViewedPort promises. `makePort` gives a fresh, empty store. */
export function recentlyViewedContract(name: string, makePort: () => RecentlyViewedPort) {
  describe(`RecentlyViewedPort contract: ${name}`, () => {
    it('loads an empty list for a user with nothing stored, signed in or not', () => {
      const port = makePort();
      expect(port.load('nobody')).toEqual([]);
      expect(port.load(null)).toEqual([]);
    });

    it('keeps one list per signed-in user and one for the signed-out, in the order saved', () => {
      const port = makePort();
      port.save('u1', [viewed(3), viewed(1)]);
      port.save('u2', [viewed(2)]);
      port.save(null, [viewed(5), viewed(4)]);
      expect(port.load('u1')).toEqual([viewed(3), viewed(1)]);
      expect(port.load('u2')).toEqual([viewed(2)]);
      expect(port.load(null)).toEqual([viewed(5), viewed(4)]);
    });

    it('replaces a list on save, and an empty save clears it', () => {
      const port = makePort();
      port.save('u1', [viewed(1)]);
      port.save('u1', [viewed(2), viewed(1)]);
      expect(port.load('u1')).toEqual([viewed(2), viewed(1)]);
      port.save('u1', []);
      expect(port.load('u1')).toEqual([]);
    });

    it('hands out copies: changing a loaded list changes nothing stored', () => {
      const port = makePort();
      port.save('u1', [viewed(1)]);
      port.load('u1').push(viewed(9));
      expect(port.load('u1')).toEqual([viewed(1)]);
    });
  });
}
