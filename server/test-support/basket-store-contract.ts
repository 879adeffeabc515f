import { afterEach, describe, expect, it } from 'vitest';
import type { BasketLine } from '../../ports/entities';
import type { BasketChange } from '../../ports/basket-change';
import { createBasketStore, KEPT_WRITES } from '../basket/basket-store';
import type { Store } from '../store/open-store';

/** What the contract needs of an engine: empty databases, and stores opened on them (as instances do). */
export interface BasketStoreHarness {
  /** a new, empty database: a folder, a database URL */
  newPlace(): Promise<string>;
  open(place: string): Store;
}

export const basketLine = (id: number, amount: number, title = `Product ${id}`): BasketLine => ({
  id,
  title,
  price: 10.5,
  image: `/images/products/${id}.svg`,
  rating: { rate: 4.2, count: 12 },
  description: 'A product',
  category: 'electronics',
  amount,
});

let made = 0;
/** A change to the product `id`'s line, with an id no other change has. */
export const basketChange = (kind: BasketChange['kind'], id: number, amount: number): BasketChange => {
  const { amount: _amount, ...line } = basketLine(id, 1);
  return { id: `change-${(made += 1)}`, kind, amount, line };
};

/**
 * The signed-in basket's store (ADR-032), run on the SQL file and PostgreSQL. Two stores opened on
 * one database stand for two server instances sharing it.
 */
export function basketStoreContract(name: string, harness: BasketStoreHarness) {
  describe(`the basket store: ${name}`, () => {
    const opened: Store[] = [];
    const open = (place: string) => {
      const store = harness.open(place);
      opened.push(store);
      return createBasketStore(store);
    };
    const fresh = async () => open(await harness.newPlace());
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it('answers an empty basket at version 0 for a shopper who never stored one', async () => {
      expect(await (await fresh()).read('ada')).toEqual({ lines: [], version: 0 });
    });

    it('applies each request of changes as the next version, and keeps it across a reopen', async () => {
      const place = await harness.newPlace();
      const baskets = open(place);
      expect(await baskets.apply('ada', [basketChange('add', 1, 2)])).toEqual({ lines: [basketLine(1, 2)], version: 1 });
      expect(await baskets.apply('ada', [basketChange('add', 1, 1), basketChange('add', 2, 1)])).toEqual({
        lines: [basketLine(1, 3), basketLine(2, 1)],
        version: 2,
      });
      expect(await baskets.apply('ada', [basketChange('set', 1, 0), basketChange('remove', 2, 1)])).toEqual({
        lines: [],
        version: 3,
      });
      await baskets.apply('ada', [basketChange('add', 4, 1)]);
      await opened[0]!.close();
      expect(await open(place).read('ada')).toEqual({ lines: [basketLine(4, 1)], version: 4 });
    });

    it('applies a change id once, also when it comes again from another instance', async () => {
      const place = await harness.newPlace();
      const [one, two] = [open(place), open(place)];
      const once = basketChange('add', 1, 2);
      await one.apply('ada', [once]);
      expect(await two.apply('ada', [once, basketChange('add', 2, 1)])).toEqual({
        lines: [basketLine(1, 2), basketLine(2, 1)],
        version: 2,
      });
      expect(await one.apply('ada', [once])).toEqual({ lines: [basketLine(1, 2), basketLine(2, 1)], version: 2 });
    });

    it(`forgets the change ids of writes older than the last ${KEPT_WRITES}`, async () => {
      const baskets = await fresh();
      const first = basketChange('add', 1, 1);
      await baskets.apply('ada', [first]);
      for (let write = 0; write < KEPT_WRITES; write += 1) await baskets.apply('ada', [basketChange('set', 2, 1 + (write % 2))]);
      expect((await baskets.apply('ada', [first])).lines[0]).toEqual(basketLine(1, 2));
    });

    it("keeps each shopper's basket apart", async () => {
      const baskets = await fresh();
      await baskets.apply('ada', [basketChange('add', 1, 1)]);
      expect(await baskets.apply('bob', [basketChange('add', 2, 2)])).toEqual({ lines: [basketLine(2, 2)], version: 1 });
      expect(await baskets.read('ada')).toEqual({ lines: [basketLine(1, 1)], version: 1 });
    });

    it('keeps titles and descriptions of any text as they were', async () => {
      const baskets = await fresh();
      const odd = { ...basketLine(3, 1, 'O\'Brien "quoted" ; DROP TABLE baskets; -- ✓ 🚲'), description: 'é'.repeat(500) };
      const { amount: _amount, ...product } = odd;
      await baskets.apply('ada', [{ ...basketChange('add', 3, 1), line: product }]);
      expect((await baskets.read('ada')).lines).toEqual([odd]);
    });

    for (const [what, before] of [
      ['a new', 0],
      ['a kept', 1],
    ] as const) {
      it(`keeps every one of 10 requests two instances take at once over ${what} basket: amounts add`, async () => {
        const place = await harness.newPlace();
        const [one, two] = [open(place), open(place)];
        if (before === 1) await one.apply('ada', [basketChange('add', 1, 1)]);
        await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            (index % 2 ? one : two).apply('ada', [basketChange('add', 1, 1), basketChange('add', 10 + index, 1)]),
          ),
        );
        const kept = await two.read('ada');
        expect(kept.version).toBe(before + 10);
        expect(kept.lines.find((line) => line.id === 1)?.amount).toBe(Math.min(before + 10, 10));
        expect(kept.lines.map((line) => line.id).sort((a, b) => a - b)).toEqual([
          1,
          ...Array.from({ length: 10 }, (_, i) => 10 + i),
        ]);
      });
    }
  });
}
