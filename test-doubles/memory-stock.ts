import {
  checkedAgainstHeld,
  checkedQuantity,
  leftOf,
  type HoldAnswer,
  type Shortage,
  type StockEntry,
  type StockPort,
} from '../ports/stock-port';

interface Hold {
  quantities: Map<number, number>;
  until: number;
}

/**
 * The stock in memory (ADR-039), by the same rules as the server's: one page or process, so every
 * method runs whole before another starts. The offline demo's stock, and tests'.
 */
export function createMemoryStock(): StockPort & { entries: Map<number, StockEntry> } {
  const entries = new Map<number, StockEntry>();
  const holds = new Map<string, Hold>();
  const copy = (entry: StockEntry) => ({ ...entry });
  const stocked = (quantities: ReadonlyMap<number, number>) =>
    [...quantities].filter(([productId, quantity]) => quantity > 0 && entries.has(productId));
  const shortages = (quantities: ReadonlyMap<number, number>): Shortage[] =>
    stocked(quantities)
      .filter(([productId, quantity]) => leftOf(entries.get(productId)!) < quantity)
      .map(([productId]) => ({ productId, left: leftOf(entries.get(productId)!) }));
  const giveBack = (holder: string) => {
    const hold = holds.get(holder);
    if (!hold) return 0;
    holds.delete(holder);
    let units = 0;
    for (const [productId, quantity] of hold.quantities) {
      entries.get(productId)!.held -= quantity;
      units += quantity;
    }
    return units;
  };

  return {
    entries,
    levelsOf: async (productIds) =>
      new Map(productIds.filter((id) => entries.has(id)).map((id) => [id, leftOf(entries.get(id)!)])),
    list: async () => [...entries.values()].sort((a, b) => a.productId - b.productId).map(copy),
    async set(productId, quantity) {
      const onHand = checkedQuantity(quantity, 0);
      const entry = entries.get(productId) ?? { productId, onHand, held: 0 };
      checkedAgainstHeld(productId, onHand, entry.held);
      entry.onHand = onHand;
      entries.set(productId, entry);
      return copy(entry);
    },
    async add(productId, quantity) {
      const more = checkedQuantity(quantity, 1);
      const entry = entries.get(productId) ?? { productId, onHand: 0, held: 0 };
      entry.onHand += more;
      entries.set(productId, entry);
      return copy(entry);
    },
    async stockNew(figures) {
      for (const [productId, quantity] of figures)
        if (!entries.has(productId)) entries.set(productId, { productId, onHand: checkedQuantity(quantity, 0), held: 0 });
    },
    async hold(holder, quantities, until): Promise<HoldAnswer> {
      const short = shortages(quantities);
      if (short.length > 0) return { held: false, short };
      const held = new Map(stocked(quantities));
      for (const [productId, quantity] of held) entries.get(productId)!.held += quantity;
      if (held.size > 0) holds.set(holder, { quantities: held, until });
      return { held: true };
    },
    async sell(holder, quantities) {
      const hold = holds.get(holder);
      if (hold) {
        holds.delete(holder);
        for (const [productId, quantity] of hold.quantities) {
          const entry = entries.get(productId)!;
          entry.onHand -= quantity;
          entry.held -= quantity;
        }
        return true;
      }
      if (shortages(quantities).length > 0) return false;
      for (const [productId, quantity] of stocked(quantities)) entries.get(productId)!.onHand -= quantity;
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
