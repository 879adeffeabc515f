import {
  checkedAgainstHeld,
  checkedFigure,
  leftOf,
  type HoldAnswer,
  type Shortage,
  type StockEntry,
  type StockPort,
} from '../../ports/stock-port';

interface Hold {
  amounts: Map<number, number>;
  until: number;
}

/**
 * The stock in this page's memory (ADR-039), by the same rules as the server's: one page or
 * process, so every method runs whole before another starts. The offline demo's stock, and the
 * stock tests stand in for the server's with.
 */
export function createInPageStock(): StockPort & { entries: Map<number, StockEntry> } {
  const entries = new Map<number, StockEntry>();
  const holds = new Map<string, Hold>();
  const copy = (entry: StockEntry) => ({ ...entry });
  const stocked = (amounts: ReadonlyMap<number, number>) =>
    [...amounts].filter(([productId, amount]) => amount > 0 && entries.has(productId));
  const shortages = (amounts: ReadonlyMap<number, number>): Shortage[] =>
    stocked(amounts)
      .filter(([productId, amount]) => leftOf(entries.get(productId)!) < amount)
      .map(([productId]) => ({ productId, left: leftOf(entries.get(productId)!) }));
  const giveBack = (holder: string) => {
    const hold = holds.get(holder);
    if (!hold) return 0;
    holds.delete(holder);
    let units = 0;
    for (const [productId, amount] of hold.amounts) {
      entries.get(productId)!.held -= amount;
      units += amount;
    }
    return units;
  };

  return {
    entries,
    levelsOf: async (productIds) =>
      new Map(productIds.filter((id) => entries.has(id)).map((id) => [id, leftOf(entries.get(id)!)])),
    list: async () => [...entries.values()].sort((a, b) => a.productId - b.productId).map(copy),
    async set(productId, amount) {
      const onHand = checkedFigure(amount, 0);
      const entry = entries.get(productId) ?? { productId, onHand, held: 0 };
      checkedAgainstHeld(productId, onHand, entry.held);
      entry.onHand = onHand;
      entries.set(productId, entry);
      return copy(entry);
    },
    async add(productId, amount) {
      const more = checkedFigure(amount, 1);
      const entry = entries.get(productId) ?? { productId, onHand: 0, held: 0 };
      entry.onHand += more;
      entries.set(productId, entry);
      return copy(entry);
    },
    async stockNew(figures) {
      for (const [productId, amount] of figures)
        if (!entries.has(productId)) entries.set(productId, { productId, onHand: checkedFigure(amount, 0), held: 0 });
    },
    async hold(holder, amounts, until): Promise<HoldAnswer> {
      const short = shortages(amounts);
      if (short.length > 0) return { held: false, short };
      const held = new Map(stocked(amounts));
      for (const [productId, amount] of held) entries.get(productId)!.held += amount;
      if (held.size > 0) holds.set(holder, { amounts: held, until });
      return { held: true };
    },
    async sell(holder, amounts) {
      const hold = holds.get(holder);
      if (hold) {
        holds.delete(holder);
        for (const [productId, amount] of hold.amounts) {
          const entry = entries.get(productId)!;
          entry.onHand -= amount;
          entry.held -= amount;
        }
        return true;
      }
      if (shortages(amounts).length > 0) return false;
      for (const [productId, amount] of stocked(amounts)) entries.get(productId)!.onHand -= amount;
      return true;
    },
    release: async (holder) => giveBack(holder),
    async releaseLapsed(at) {
      const lapsed = [...holds].filter(([, hold]) => hold.until < at).map(([holder]) => holder);
      for (const holder of lapsed) giveBack(holder);
      return lapsed.length;
    },
  };
}
