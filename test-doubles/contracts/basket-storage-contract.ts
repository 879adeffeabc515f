import { describe, expect, it } from 'vitest';
import type { BasketStoragePort } from '../../ports/basket-storage-port';
import type { BasketLine } from '../../ports/entities';

const line = (id: number, amount: number): BasketLine => ({
  id,
  title: `Product ${id}`,
  price: 10.5,
  image: `/images/products/${id}.svg`,
  rating: { rate: 4.2, count: 12 },
  description: 'A product',
  category: 'electronics',
  amount,
});

/** What every BasketStoragePort promises. `makeStorage` gives a fresh, empty storage. */
export function basketStorageContract(name: string, makeStorage: () => BasketStoragePort) {
  describe(`BasketStoragePort contract: ${name}`, () => {
    it('loads an empty basket for a user with nothing stored', () => {
      expect(makeStorage().load('nobody')).toEqual([]);
    });

    it('saves and loads a basket per user', () => {
      const storage = makeStorage();
      storage.save('u1', [line(1, 2), line(2, 1)]);
      storage.save('u2', [line(3, 5)]);
      expect(storage.load('u1')).toEqual([line(1, 2), line(2, 1)]);
      expect(storage.load('u2')).toEqual([line(3, 5)]);
    });

    it('a later save replaces the earlier one', () => {
      const storage = makeStorage();
      storage.save('u1', [line(1, 2)]);
      storage.save('u1', [line(2, 1)]);
      expect(storage.load('u1')).toEqual([line(2, 1)]);
    });

    it('clears only the given user', () => {
      const storage = makeStorage();
      storage.save('u1', [line(1, 2)]);
      storage.save('u2', [line(2, 1)]);
      storage.clear('u1');
      expect(storage.load('u1')).toEqual([]);
      expect(storage.load('u2')).toEqual([line(2, 1)]);
    });

    it('does not share stored objects with the caller', () => {
      const storage = makeStorage();
      const basket = [line(1, 2)];
      storage.save('u1', basket);
      basket[0]!.amount = 99;
      expect(storage.load('u1')[0]!.amount).toBe(2);
    });
  });
}
