import { afterEach, describe, expect, it } from 'vitest';
import type { BasketLine } from '../../ports/entities';
import { createBasketStore } from '../basket/basket-store';
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

    it('writes each version over the one before, and keeps it across a reopen', async () => {
      const place = await harness.newPlace();
      const baskets = open(place);
      expect(await baskets.write('ada', [basketLine(1, 2)], 0)).toEqual({ ok: true, version: 1 });
      expect(await baskets.write('ada', [basketLine(1, 3), basketLine(2, 1)], 1)).toEqual({ ok: true, version: 2 });
      expect(await baskets.write('ada', [], 2)).toEqual({ ok: true, version: 3 });
      expect(await baskets.write('ada', [basketLine(4, 1)], 3)).toEqual({ ok: true, version: 4 });
      await opened[0]!.close();
      expect(await open(place).read('ada')).toEqual({ lines: [basketLine(4, 1)], version: 4 });
    });

    it('refuses a write over a version that is not the one kept, and answers the basket as it is', async () => {
      const baskets = await fresh();
      await baskets.write('ada', [basketLine(1, 1)], 0);
      await baskets.write('ada', [basketLine(1, 2)], 1);
      const kept = { lines: [basketLine(1, 2)], version: 2 };
      for (const stale of [0, 1, 3, 99]) {
        expect(await baskets.write('ada', [basketLine(7, 7)], stale)).toEqual({ ok: false, current: kept });
      }
      expect(await baskets.read('ada')).toEqual(kept);
    });

    it("keeps each shopper's basket apart", async () => {
      const baskets = await fresh();
      await baskets.write('ada', [basketLine(1, 1)], 0);
      expect(await baskets.write('bob', [basketLine(2, 2)], 0)).toEqual({ ok: true, version: 1 });
      expect(await baskets.write('bob', [], 1)).toEqual({ ok: true, version: 2 });
      expect(await baskets.read('ada')).toEqual({ lines: [basketLine(1, 1)], version: 1 });
    });

    it('keeps titles and descriptions of any text as they were', async () => {
      const baskets = await fresh();
      const odd = { ...basketLine(3, 1, 'O\'Brien "quoted" ; DROP TABLE baskets; -- ✓ 🚲'), description: 'é'.repeat(500) };
      await baskets.write('ada', [odd], 0);
      expect((await baskets.read('ada')).lines).toEqual([odd]);
    });

    for (const [what, expected] of [
      ['the first', 0],
      ['a later', 1],
    ] as const) {
      it(`lets exactly one of 10 writes over ${what} version win when two instances take them at once`, async () => {
        const place = await harness.newPlace();
        const [one, two] = [open(place), open(place)];
        if (expected === 1) await one.write('ada', [basketLine(1, 1)], 0);
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).write('ada', [basketLine(10 + index, 1)], expected)),
        );
        const winners = answers.flatMap((answer, index) => (answer.ok ? [index] : []));
        expect(winners).toHaveLength(1);
        const kept = { lines: [basketLine(10 + winners[0]!, 1)], version: expected + 1 };
        expect(await two.read('ada')).toEqual(kept);
        for (const answer of answers) if (!answer.ok) expect(answer.current).toEqual(kept);
      });
    }
  });
}
