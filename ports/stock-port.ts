// Stock (ADR-039): how many of each product the shop has left to sell, held for a checkout in
// progress and sold once paid. The shop's own server keeps it (server/stock/); the offline demo keeps
// it in memory (test-doubles/memory-stock.ts), by the same rules.

/** What the shop keeps of one stocked product. A product with no entry was never stocked: it sells without limit. */
export interface StockEntry {
  productId: number;
  /** units the shop has and has not sold, those held for checkouts included */
  onHand: number;
  /** units held for checkouts not paid yet */
  held: number;
}

/** A product asked for beyond what is left, and how many are left. */
export interface Shortage {
  productId: number;
  left: number;
}

export type HoldAnswer = { held: true } | { held: false; short: Shortage[] };

/** Units left to sell: what is on hand and not held, never below none. */
/** at most this many products in one question of the stock levels: a category's page asks for its grid */
export const MAX_STOCK_IDS = 200;

export const leftOf = (entry: Pick<StockEntry, 'onHand' | 'held'>) => Math.max(0, entry.onHand - entry.held);

/** The products asked for beyond what `levels` says is left (a product absent from `levels` is not counted). */
export const shortagesOf = (levels: ReadonlyMap<number, number>, amounts: ReadonlyMap<number, number>): Shortage[] =>
  [...levels].filter(([id, left]) => left < (amounts.get(id) ?? 0)).map(([productId, left]) => ({ productId, left }));

/** A basket's quantities summed per product: two lines of one product count together. */
export function amountsOf(lines: ReadonlyArray<{ id: number; amount: number }>): Map<number, number> {
  const amounts = new Map<number, number>();
  for (const line of lines) amounts.set(line.id, (amounts.get(line.id) ?? 0) + line.amount);
  return amounts;
}

/** What the pages read of the stock (ADR-039). */
export interface StockLevelsPort {
  /** Units left of each given product the shop stocks; products never stocked are absent. */
  levelsOf(productIds: readonly number[]): Promise<Map<number, number>>;
}

/**
 * The shop's stock. Every method is safe to call from several server instances at once over one
 * store: a unit is held or sold by one checkout only. A `holder` is a payment intent's id.
 */
export interface StockPort extends StockLevelsPort {
  /** Every stocked product, by id. */
  list(): Promise<StockEntry[]>;
  /**
   * The merchant counted `amount` on hand (a whole number, 0 or more). Units held for checkouts
   * stay held, so a figure below them is refused (RangeError, saying how many are held).
   */
  set(productId: number, amount: number): Promise<StockEntry>;
  /** `amount` more arrived (a whole number, 1 or more). */
  add(productId: number, amount: number): Promise<StockEntry>;
  /** Stocks the products not stocked yet with these figures; a product already stocked keeps its own. */
  stockNew(figures: ReadonlyMap<number, number>): Promise<void>;
  /**
   * Holds the quantities for `holder` until `until` (seconds since epoch), all or none: when any
   * stocked product has fewer left than asked, nothing is held and the shortages are answered.
   */
  hold(holder: string, amounts: ReadonlyMap<number, number>, until: number): Promise<HoldAnswer>;
  /**
   * The holder was paid: its hold becomes a sale. When it holds nothing (its hold lapsed), the
   * quantities are taken anew from what is left, all or none. False when they could not be.
   */
  sell(holder: string, amounts: ReadonlyMap<number, number>): Promise<boolean>;
  /** Gives the holder's hold back (a checkout cancelled or expired); answers how many units. */
  release(holder: string): Promise<number>;
  /**
   * Housekeeping: gives back every hold that lapsed before `now` (seconds since epoch), and settles
   * paid holds into their products' figures where a store keeps them apart; answers how many holders
   * were given back.
   */
  releaseLapsed(now: number): Promise<number>;
}

/** Not enough left for a payment: 409 `out_of_stock` from the payment server. */
export class OutOfStockError extends Error {
  override readonly name = 'OutOfStockError';
  constructor(readonly short: Shortage[]) {
    super(`Not enough stock for products ${short.map((entry) => entry.productId).join(', ')}`);
  }
}

/** Refuses an on-hand figure below the units held for checkouts, which would sell what is not there. */
export function checkedAgainstHeld(productId: number, onHand: number, held: number): void {
  if (onHand < held)
    throw new RangeError(
      `${held} of product ${productId} are held for checkouts in progress: set at least ${held}, or again once they are paid or given back`,
    );
}

/** A stock figure the merchant typed: a whole number within `min` and a million. */
export function checkedFigure(amount: number, min: 0 | 1): number {
  if (!Number.isSafeInteger(amount) || amount < min || amount > 1_000_000)
    throw new RangeError(`A quantity is a whole number from ${min} to 1000000 (got ${amount})`);
  return amount;
}
