import { Hono, type Context } from 'hono';
import type { ActivityPort } from '../../ports/activity-port';
import { leftOf, type StockEntry, type StockPort } from '../../ports/stock-port';
import { numberIdSchema } from '../../api/sell-catalog';
import { arrivedSchema, onHandSchema, stockQuerySchema } from '../../api/sell-stock';
import { jsonAs, paramAs, queryAs } from '../http/checked-request';
import { unstored, type StaffEnv, type StaffGuard } from './staff-guard';

const BODY_BYTES = 1024;
/** stocked products a page of the back office's list shows */
export const STOCK_PAGE = 50;

/** A product's title, when the shop's own catalogue has it. */
export type TitleOf = (productId: number) => string | undefined;

/** A stocked product as the back office shows it: its title, on hand, held for checkouts, left to sell, and sold so far. */
const figuresOf = (entry: StockEntry, sold: ReadonlyMap<number, number>, titleOf: TitleOf) => {
  const title = titleOf(entry.productId);
  return { ...entry, ...(title === undefined ? {} : { title }), left: leftOf(entry), sold: sold.get(entry.productId) ?? 0 };
};

/** What a search finds: a product by its number when it is one, else by words of its title, whatever their case. */
function matching(search: string, titleOf: TitleOf) {
  if (search === '') return () => true;
  if (/^\d+$/.test(search)) return (entry: StockEntry) => entry.productId === Number(search);
  const words = search.toLowerCase();
  return (entry: StockEntry) => titleOf(entry.productId)?.toLowerCase().includes(words) ?? false;
}

/** The stock's own refusal (a count below what checkouts hold) as a 409 naming the field. */
async function answering(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return c.json({ error: error.message, field: 'onHand' }, 409);
  }
}

/**
 * The stock in the back office (ADR-039), to mount at `/api/sell`: every stocked product's figures,
 * a count set, an arrival added; each change on record (ADR-047). `npm run stock` does the same from
 * the command line.
 */
export function sellStockRoutes({
  stock,
  sold,
  titleOf,
  activity,
  guard,
}: {
  stock: StockPort;
  /** the units of each product paid for (the ledger's word) */
  sold: () => Promise<ReadonlyMap<number, number>>;
  titleOf: TitleOf;
  activity: ActivityPort;
  guard: StaffGuard;
}) {
  const routes = new Hono<StaffEnv>();
  const body = { maxSize: BODY_BYTES };
  routes.use('*', unstored);

  routes.get('/stock', guard('stock'), queryAs(stockQuerySchema), async (c) => {
    const { search, page = 1 } = c.req.valid('query');
    const [entries, units] = await Promise.all([stock.list(), sold()]);
    const found = entries.filter(matching(search?.trim() ?? '', titleOf));
    return c.json({
      stock: found.slice((page - 1) * STOCK_PAGE, page * STOCK_PAGE).map((entry) => figuresOf(entry, units, titleOf)),
      total: found.length,
      page,
      pages: Math.max(1, Math.ceil(found.length / STOCK_PAGE)),
    });
  });

  /** One change of a product's stock, answered with its figures and put on record with those before it. */
  const changing = (c: Context<StaffEnv>, id: number, action: string, write: () => Promise<StockEntry>) =>
    answering(c, async () => {
      // null: not stocked until now
      const before = (await stock.list()).find((entry) => entry.productId === id) ?? null;
      const after = await write();
      const { staff } = c.var;
      await activity.record({
        actor: { id: staff.id, email: staff.email },
        subject: 'stock',
        subjectId: String(id),
        action,
        before,
        after,
      });
      return c.json(figuresOf(after, await sold(), titleOf));
    });

  routes.put('/stock/:id', guard('stock'), paramAs(numberIdSchema), jsonAs(onHandSchema, body), (c) => {
    const { id } = c.req.valid('param');
    return changing(c, id, 'counted', () => stock.set(id, c.req.valid('json').onHand));
  });

  routes.post('/stock/:id/arrivals', guard('stock'), paramAs(numberIdSchema), jsonAs(arrivedSchema, body), (c) => {
    const { id } = c.req.valid('param');
    return changing(c, id, 'arrived', () => stock.add(id, c.req.valid('json').arrived));
  });

  return routes;
}
