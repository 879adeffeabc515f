import type { Kysely } from 'kysely';
import {
  checkedAgainstHeld,
  checkedFigure,
  amountsOf,
  leftOf,
  type HoldAnswer,
  type Shortage,
  type StockEntry,
  type StockPort,
} from '../../ports/stock-port';
import type { Store } from '../store/open-store';
import type { StoreTables } from '../store/schema';

/** A database or a transaction on it: the steps below run inside the caller's transaction. */
type StoreKysely = Kysely<StoreTables>;

const entryOf = (row: { product_id: number | string; on_hand: number; held: number }): StockEntry => ({
  productId: Number(row.product_id),
  onHand: row.on_hand,
  held: row.held,
});

/**
 * The product's figures as the merchant reads them. A paid hold stays in `held` and `on_hand` until
 * housekeeping settles it (settleSales), which leaves what is left the same: here it is sold already.
 */
const withSalesSettled = (row: { product_id: number | string; on_hand: number; held: number; unsettled: unknown }) => {
  const unsettled = Number(row.unsettled ?? 0);
  return entryOf({ product_id: row.product_id, on_hand: row.on_hand - unsettled, held: row.held - unsettled });
};

/** The stock rows with each product's paid holds not settled yet. */
const stockWithSales = (kysely: StoreKysely) =>
  kysely
    .selectFrom('stock')
    .leftJoin(
      kysely
        .selectFrom('stock_holds')
        .select((row) => ['product_id', row.fn.sum<number | string>('quantity').as('unsettled')])
        .where('sold', 'is not', null)
        .groupBy('product_id')
        .as('sales'),
      'sales.product_id',
      'stock.product_id',
    )
    .select(['stock.product_id', 'stock.on_hand', 'stock.held', 'sales.unsettled']);

/** Products in ascending id: two checkouts over the same products lock their rows in one order, never crosswise. */
const inIdOrder = (amounts: ReadonlyMap<number, number>) =>
  [...amounts].filter(([, amount]) => amount > 0).sort(([a], [b]) => a - b);

/** Thrown inside a transaction to undo its steps: the shortages go to the caller. */
class NotEnough extends Error {
  constructor(readonly short: Shortage[]) {
    super('not enough stock');
  }
}

const shortagesOf = async (kysely: StoreKysely, wanted: Array<[number, number]>): Promise<Shortage[]> => {
  const rows = await kysely
    .selectFrom('stock')
    .select(['product_id', 'on_hand', 'held'])
    .where(
      'product_id',
      'in',
      wanted.map(([id]) => id),
    )
    .execute();
  return rows.map((row) => ({ productId: Number(row.product_id), left: leftOf(entryOf(row)) }));
};

/**
 * Takes `amounts` from what is left, one conditional update per stocked product
 * (`on_hand - held >= quantity`): of two instances asking for the last unit, one changes the row.
 * `asHold` counts them as held; else they leave on hand (sold). All or none: throws NotEnough with
 * the shortages after putting back what it took.
 */
async function take(kysely: StoreKysely, amounts: ReadonlyMap<number, number>, at: number, asHold: boolean): Promise<number[]> {
  const taken: number[] = [];
  const missing: Array<[number, number]> = [];
  for (const [productId, amount] of inIdOrder(amounts)) {
    const result = await kysely
      .updateTable('stock')
      .set((row) =>
        asHold ? { held: row('held', '+', amount), updated: at } : { on_hand: row('on_hand', '-', amount), updated: at },
      )
      .where('product_id', '=', productId)
      .where((row) => row(row('on_hand', '-', row.ref('held')), '>=', amount))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) taken.push(productId);
    else missing.push([productId, amount]);
  }
  // a product asked for that has no row was never stocked: it sells without limit
  const short = missing.length === 0 ? [] : await shortagesOf(kysely, missing);
  if (short.length === 0) return taken;
  // all or none: what was taken goes back, so a caller that carries on commits nothing of it
  for (const productId of taken) {
    const amount = amounts.get(productId)!;
    await kysely
      .updateTable('stock')
      .set((row) => (asHold ? { held: row('held', '-', amount) } : { on_hand: row('on_hand', '+', amount) }))
      .where('product_id', '=', productId)
      .execute();
  }
  throw new NotEnough(short);
}

/** Deletes the holder's unpaid holds (those lapsed before `lapsedBefore`, when given) and answers what they held. */
async function dropHolds(kysely: StoreKysely, holder: string, lapsedBefore?: number) {
  const dropped = await kysely
    .deleteFrom('stock_holds')
    .where('holder', '=', holder)
    .where('sold', 'is', null)
    .$if(lapsedBefore !== undefined, (query) => query.where('until', '<', lapsedBefore!))
    .returning(['product_id', 'quantity'])
    .execute();
  return dropped.map((row) => [Number(row.product_id), row.quantity] as const).sort(([a], [b]) => a - b);
}

/** The holder's hold given back to what is left; answers the units. */
async function giveBack(kysely: StoreKysely, holder: string, at: number, lapsedBefore?: number): Promise<number> {
  let units = 0;
  for (const [productId, amount] of await dropHolds(kysely, holder, lapsedBefore)) {
    await kysely
      .updateTable('stock')
      .set((row) => ({ held: row('held', '-', amount), updated: at }))
      .where('product_id', '=', productId)
      .execute();
    units += amount;
  }
  return units;
}

/**
 * The steps of stock that other records join in one transaction (the ledger's: a hold with the
 * intent it is for, a sale with the move to paid). Each takes the caller's transaction.
 */
export const stockSteps = {
  /** Holds all the quantities for the holder, or throws OutOfStock-worthy NotEnough with the shortages. */
  async hold(
    kysely: StoreKysely,
    holder: string,
    amounts: ReadonlyMap<number, number>,
    until: number,
    at: number,
    /** the shopper it is for, so that their holds are found without reading their payments */
    shopper: string | null = null,
  ): Promise<void> {
    const wanted = inIdOrder(amounts);
    if (wanted.length === 0) return;
    // the hold's rows first, the products' rows last: PostgreSQL keeps an updated row locked until
    // the commit, and a product's row is what every checkout of it waits for. (A hold row of a
    // product never stocked holds nothing: giving it back changes no figure.)
    await kysely
      .insertInto('stock_holds')
      .values(wanted.map(([productId, quantity]) => ({ holder, product_id: productId, quantity, until, shopper })))
      .execute();
    try {
      await take(kysely, amounts, at, true);
    } catch (error) {
      await kysely.deleteFrom('stock_holds').where('holder', '=', holder).execute();
      throw error;
    }
  },

  /**
   * The hold becomes a sale; without a hold, the quantities (`amounts`, asked for only then) are taken
   * anew. False when they could not be.
   */
  async sell(
    kysely: StoreKysely,
    holder: string,
    amounts: () => Promise<ReadonlyMap<number, number>>,
    at: number,
  ): Promise<boolean> {
    // the hold becomes a sale where it lies: what is left does not change, so the products' rows
    // are left alone until housekeeping settles the sale into them (settleSales)
    const sold = await kysely
      .updateTable('stock_holds')
      .set({ sold: at })
      .where('holder', '=', holder)
      .where('sold', 'is', null)
      .executeTakeFirst();
    if (Number(sold.numUpdatedRows) > 0) return true;
    try {
      await take(kysely, await amounts(), at, false);
      return true;
    } catch (error) {
      if (error instanceof NotEnough) return false;
      throw error;
    }
  },

  release: (kysely: StoreKysely, holder: string, at: number) => giveBack(kysely, holder, at),
};

/** Paid holds (of one product, when given) taken off its on-hand and held figures; answers how many holds. */
async function settleSales(kysely: StoreKysely, at: number, productId?: number): Promise<number> {
  const sold = await kysely
    .deleteFrom('stock_holds')
    .where('sold', 'is not', null)
    .$if(productId !== undefined, (query) => query.where('product_id', '=', productId!))
    .returning(['product_id', 'quantity'])
    .execute();
  const amounts = amountsOf(sold.map((row) => ({ id: Number(row.product_id), amount: row.quantity })));
  for (const [id, amount] of inIdOrder(amounts)) {
    await kysely
      .updateTable('stock')
      .set((row) => ({ on_hand: row('on_hand', '-', amount), held: row('held', '-', amount), updated: at }))
      .where('product_id', '=', id)
      .execute();
  }
  return sold.length;
}

/** Whether an error thrown by the steps means "not enough", and the shortages if so. */
export const shortagesIn = (error: unknown): Shortage[] | null => (error instanceof NotEnough ? error.short : null);

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** holders given back at one go by releaseLapsed: the rest wait for the next round */
const RELEASE_BATCH = 100;

/**
 * The shop's stock in the server's SQL store (ADR-039), on the SQL file and on PostgreSQL alike.
 * Holding and selling are conditional updates inside one transaction, so several instances never
 * hold or sell the same unit twice.
 */
export function createSqlStock(store: Store, now: () => number = nowSeconds): StockPort {
  const { kysely, reach } = store;
  const entry = async (productId: number) =>
    withSalesSettled(await stockWithSales(kysely).where('stock.product_id', '=', productId).executeTakeFirstOrThrow());

  return {
    levelsOf: (productIds) =>
      reach(async () => {
        if (productIds.length === 0) return new Map();
        const rows = await kysely
          .selectFrom('stock')
          .select(['product_id', 'on_hand', 'held'])
          .where('product_id', 'in', [...productIds])
          .execute();
        return new Map(rows.map((row) => [Number(row.product_id), leftOf(entryOf(row))]));
      }),

    list: () => reach(async () => (await stockWithSales(kysely).orderBy('stock.product_id').execute()).map(withSalesSettled)),

    set: (productId, amount) =>
      reach(async () => {
        const onHand = checkedFigure(amount, 0);
        // the merchant's count is of what is not sold: the product's sales settled first
        await kysely.transaction().execute(async (trx) => {
          await settleSales(trx, now(), productId);
          await trx
            .insertInto('stock')
            .values({ product_id: productId, on_hand: onHand, held: 0, updated: now() })
            .onConflict((conflict) =>
              conflict
                .column('product_id')
                .doUpdateSet({ on_hand: onHand, updated: now() })
                // never below what checkouts hold at this moment, whatever another instance does meanwhile
                .where('stock.held', '<=', onHand),
            )
            .execute();
        });
        const stored = await entry(productId);
        if (stored.onHand !== onHand) checkedAgainstHeld(productId, onHand, stored.held);
        return stored;
      }),

    add: (productId, amount) =>
      reach(async () => {
        const more = checkedFigure(amount, 1);
        await kysely
          .insertInto('stock')
          .values({ product_id: productId, on_hand: more, held: 0, updated: now() })
          .onConflict((conflict) =>
            conflict.column('product_id').doUpdateSet((row) => ({ on_hand: row('stock.on_hand', '+', more), updated: now() })),
          )
          .execute();
        return entry(productId);
      }),

    stockNew: (figures) =>
      reach(async () => {
        if (figures.size === 0) return;
        await kysely
          .insertInto('stock')
          .values(
            [...figures].map(([productId, amount]) => ({
              product_id: productId,
              on_hand: checkedFigure(amount, 0),
              held: 0,
              updated: now(),
            })),
          )
          .onConflict((conflict) => conflict.column('product_id').doNothing())
          .execute();
      }),

    async hold(holder, amounts, until): Promise<HoldAnswer> {
      try {
        await reach(() => kysely.transaction().execute((trx) => stockSteps.hold(trx, holder, amounts, until, now())));
        return { held: true };
      } catch (error) {
        const short = shortagesIn(error);
        if (short) return { held: false, short };
        throw error;
      }
    },

    sell: (holder, amounts) =>
      reach(() => kysely.transaction().execute((trx) => stockSteps.sell(trx, holder, async () => amounts, now()))),

    release: (holder) => reach(() => kysely.transaction().execute((trx) => stockSteps.release(trx, holder, now()))),

    releaseLapsed: (at) =>
      reach(async () => {
        await kysely.transaction().execute((trx) => settleSales(trx, now()));
        const lapsed = await kysely
          .selectFrom('stock_holds')
          .select('holder')
          .distinct()
          .where('until', '<', at)
          .where('sold', 'is', null)
          .orderBy('holder')
          .limit(RELEASE_BATCH)
          .execute();
        let released = 0;
        for (const { holder } of lapsed) {
          // only what is still held and lapsed: a hold sold or given back meanwhile is gone already
          const units = await kysely.transaction().execute((trx) => giveBack(trx, holder, now(), at));
          if (units > 0) released += 1;
        }
        return released;
      }),
  };
}
