import { describe, expect, it } from 'vitest';
import type { BasketChange } from '../../ports/basket-change';
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

let made = 0;
const change = (kind: BasketChange['kind'], id: number, amount: number): BasketChange => {
  const { amount: _amount, ...product } = line(id, 1);
  return { id: `change-${(made += 1)}`, kind, amount, line: product };
};

export interface BasketStorageFixture {
  storage: BasketStoragePort;
  /** what another tab of the shop does: stores this user's basket */
  changeElsewhere(uid: string, basket: BasketLine[]): void;
}

/** What every BasketStoragePort promises. `makeFixture` gives a fresh, empty storage. */
export function basketStorageContract(name: string, makeFixture: () => BasketStorageFixture) {
  const makeStorage = () => makeFixture().storage;
  describe(`BasketStoragePort contract: ${name}`, () => {
    it('loads an empty basket for a user with nothing stored', () => {
      expect(makeStorage().load('nobody')).toEqual([]);
    });

    it('applies changes per user, in order, and loads what they made', () => {
      const storage = makeStorage();
      storage.change('u1', [change('add', 1, 2), change('add', 2, 1)]);
      storage.change('u2', [change('add', 3, 5)]);
      expect(storage.load('u1')).toEqual([line(1, 2), line(2, 1)]);
      expect(storage.load('u2')).toEqual([line(3, 5)]);
    });

    it('applies a later change over what the earlier ones made', () => {
      const storage = makeStorage();
      storage.change('u1', [change('add', 1, 2)]);
      storage.change('u1', [change('add', 1, 1), change('set', 2, 1), change('remove', 1, 3)]);
      expect(storage.load('u1')).toEqual([line(2, 1)]);
    });

    it('takes every line out with a set to 0, for the given user only', () => {
      const storage = makeStorage();
      storage.change('u1', [change('add', 1, 2)]);
      storage.change('u2', [change('add', 2, 1)]);
      storage.change('u1', [change('set', 1, 0)]);
      expect(storage.load('u1')).toEqual([]);
      expect(storage.load('u2')).toEqual([line(2, 1)]);
    });

    it('does not share stored objects with the caller', () => {
      const storage = makeStorage();
      const added = change('add', 1, 2);
      storage.change('u1', [added]);
      added.line.title = 'changed';
      storage.load('u1')[0]!.amount = 99;
      expect(storage.load('u1')).toEqual([line(1, 2)]);
    });

    it('tells each listener of a basket changed elsewhere, with its user and lines', () => {
      const { storage, changeElsewhere } = makeFixture();
      const first: [string, BasketLine[]][] = [];
      const second: [string, BasketLine[]][] = [];
      const stopFirst = storage.onExternalChange((uid, basket) => first.push([uid, basket]));
      const stopSecond = storage.onExternalChange((uid, basket) => second.push([uid, basket]));
      changeElsewhere('u1', [line(4, 3)]);
      expect(first).toEqual([['u1', [line(4, 3)]]]);
      expect(second).toEqual([['u1', [line(4, 3)]]]);
      expect(storage.load('u1')).toEqual([line(4, 3)]);
      stopFirst();
      stopSecond();
    });

    it('stops telling a listener once it unsubscribes, and only that one', () => {
      const { storage, changeElsewhere } = makeFixture();
      const stopped: string[] = [];
      const kept: string[] = [];
      const stop = storage.onExternalChange((uid) => stopped.push(uid));
      const stopKept = storage.onExternalChange((uid) => kept.push(uid));
      stop();
      changeElsewhere('u2', [line(5, 1)]);
      expect(kept).toEqual(['u2']);
      expect(stopped).toEqual([]);
      stopKept();
    });
  });
}
