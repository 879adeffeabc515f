import { afterEach, describe, expect, it } from 'vitest';
import type { StockPort } from '../../ports/stock-port';

/** A fresh, empty stock, and `another` on the same store: a second server instance sharing it. */
export interface StockHarness {
  open(): Promise<{ stock: StockPort; another(): StockPort; close(): Promise<void> }>;
}

const HOUR = 3600;
const T = 1_790_000_000;
const of = (...pairs: Array<[number, number]>) => new Map(pairs);

/** What every StockPort promises (ADR-039): the memory double, the SQL file and PostgreSQL. */
export function stockContract(name: string, harness: StockHarness) {
  describe(`StockPort contract: ${name}`, () => {
    const closing: Array<() => Promise<void>> = [];
    const fresh = async () => {
      const opened = await harness.open();
      closing.push(opened.close);
      return opened;
    };
    afterEach(async () => {
      await Promise.all(closing.splice(0).map((close) => close()));
    });

    it('knows only the products it stocks: the others are absent and sell without limit', async () => {
      const { stock } = await fresh();
      await stock.set(1, 5);
      expect(await stock.levelsOf([1, 2])).toEqual(of([1, 5]));
      expect(await stock.hold('pi_a', of([2, 1000]), T + HOUR)).toEqual({ held: true });
      expect(await stock.levelsOf([2])).toEqual(new Map());
      expect(await stock.levelsOf([])).toEqual(new Map());
    });

    it('sets, adds and lists what the merchant says, and refuses a figure that is not a whole number', async () => {
      const { stock } = await fresh();
      expect(await stock.set(3, 2)).toEqual({ productId: 3, onHand: 2, held: 0 });
      expect(await stock.add(3, 4)).toEqual({ productId: 3, onHand: 6, held: 0 });
      expect(await stock.add(1, 1)).toEqual({ productId: 1, onHand: 1, held: 0 });
      expect(await stock.set(3, 0)).toEqual({ productId: 3, onHand: 0, held: 0 });
      expect(await stock.list()).toEqual([
        { productId: 1, onHand: 1, held: 0 },
        { productId: 3, onHand: 0, held: 0 },
      ]);
      await expect(stock.set(3, -1)).rejects.toThrow('A quantity is a whole number from 0 to 1000000 (got -1)');
      await expect(stock.add(3, 0)).rejects.toThrow('A quantity is a whole number from 1 to 1000000 (got 0)');
      await expect(stock.set(3, 1.5)).rejects.toThrow(RangeError);
      expect(await stock.levelsOf([3])).toEqual(of([3, 0]));
    });

    it('stocks new products from figures and leaves those already stocked as they are', async () => {
      const { stock } = await fresh();
      await stock.set(1, 7);
      await stock.stockNew(of([1, 20], [2, 3]));
      expect(await stock.levelsOf([1, 2])).toEqual(of([1, 7], [2, 3]));
    });

    it('holds quantities, all or none, and names every product short with what is left', async () => {
      const { stock } = await fresh();
      await stock.set(1, 3);
      await stock.set(2, 1);
      expect(await stock.hold('pi_a', of([1, 2], [2, 2]), T + HOUR)).toEqual({
        held: false,
        short: [{ productId: 2, left: 1 }],
      });
      expect(await stock.levelsOf([1, 2])).toEqual(of([1, 3], [2, 1]));
      expect(await stock.hold('pi_b', of([1, 2], [2, 1]), T + HOUR)).toEqual({ held: true });
      expect(await stock.levelsOf([1, 2])).toEqual(of([1, 1], [2, 0]));
      expect(await stock.list()).toEqual([
        { productId: 1, onHand: 3, held: 2 },
        { productId: 2, onHand: 1, held: 1 },
      ]);
    });

    it('turns a hold into a sale once, and gives a released hold back once', async () => {
      const { stock } = await fresh();
      await stock.set(1, 3);
      await stock.hold('pi_paid', of([1, 2]), T + HOUR);
      await stock.hold('pi_left', of([1, 1]), T + HOUR);
      expect(await stock.sell('pi_paid', of([1, 2]))).toBe(true);
      expect(await stock.list()).toEqual([{ productId: 1, onHand: 1, held: 1 }]);
      expect(await stock.release('pi_left')).toBe(1);
      expect(await stock.release('pi_left')).toBe(0);
      expect(await stock.list()).toEqual([{ productId: 1, onHand: 1, held: 0 }]);
    });

    it('counts a sale once through housekeeping and a new count: a paid hold never lapses', async () => {
      const { stock } = await fresh();
      await stock.set(1, 5);
      await stock.hold('pi_paid', of([1, 2]), T);
      expect(await stock.sell('pi_paid', of([1, 2]))).toBe(true);
      expect(await stock.releaseLapsed(T + 1)).toBe(0);
      expect(await stock.list()).toEqual([{ productId: 1, onHand: 3, held: 0 }]);
      expect(await stock.releaseLapsed(T + 2)).toBe(0);
      expect(await stock.list()).toEqual([{ productId: 1, onHand: 3, held: 0 }]);
      await stock.hold('pi_next', of([1, 1]), T + HOUR);
      expect(await stock.sell('pi_next', of([1, 1]))).toBe(true);
      expect(await stock.set(1, 10)).toEqual({ productId: 1, onHand: 10, held: 0 });
      expect(await stock.releaseLapsed(T + 3)).toBe(0);
      expect(await stock.levelsOf([1])).toEqual(of([1, 10]));
      expect(await stock.add(1, 2)).toEqual({ productId: 1, onHand: 12, held: 0 });
    });

    it('sells anew when the hold lapsed, and refuses when what is left no longer covers it', async () => {
      const { stock } = await fresh();
      await stock.set(1, 2);
      await stock.hold('pi_late', of([1, 2]), T);
      expect(await stock.releaseLapsed(T + 1)).toBe(1);
      expect(await stock.levelsOf([1])).toEqual(of([1, 2]));
      await stock.hold('pi_other', of([1, 1]), T + HOUR);
      expect(await stock.sell('pi_late', of([1, 2]))).toBe(false);
      expect(await stock.list()).toEqual([{ productId: 1, onHand: 2, held: 1 }]);
      expect(await stock.sell('pi_late', of([1, 1]))).toBe(true);
      expect(await stock.list()).toEqual([{ productId: 1, onHand: 1, held: 1 }]);
    });

    it('gives back only the holds that lapsed', async () => {
      const { stock } = await fresh();
      await stock.set(1, 5);
      await stock.hold('pi_old', of([1, 2]), T + 10);
      await stock.hold('pi_new', of([1, 1]), T + 100);
      expect(await stock.releaseLapsed(T + 50)).toBe(1);
      expect(await stock.levelsOf([1])).toEqual(of([1, 4]));
      expect(await stock.releaseLapsed(T + 50)).toBe(0);
    });

    it('refuses to set fewer on hand than checkouts hold, saying how many are held', async () => {
      const { stock } = await fresh();
      await stock.set(1, 5);
      await stock.hold('pi_a', of([1, 3]), T + HOUR);
      await expect(stock.set(1, 2)).rejects.toThrow(
        '3 of product 1 are held for checkouts in progress: set at least 3, or again once they are paid or given back',
      );
      expect(await stock.set(1, 3)).toEqual({ productId: 1, onHand: 3, held: 3 });
      expect(await stock.levelsOf([1])).toEqual(of([1, 0]));
    });

    it('holds the last units for one of many checkouts racing on two instances', async () => {
      const { stock, another } = await fresh();
      await stock.set(1, 3);
      await stock.set(2, 10);
      const second = another();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => (index % 2 ? second : stock).hold(`pi_${index}`, of([2, 1], [1, 1]), T + HOUR)),
      );
      expect(answers.filter((answer) => answer.held)).toHaveLength(3);
      expect(await stock.list()).toEqual([
        { productId: 1, onHand: 3, held: 3 },
        { productId: 2, onHand: 10, held: 3 },
      ]);
    });
  });
}
