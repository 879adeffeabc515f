import { Hono } from 'hono';
import { parseProductId } from '../../ports/product-id';
import type { StockPort } from '../../ports/stock-port';

/** at most this many products in one question: a category's page asks for its grid */
export const MAX_STOCK_IDS = 200;
const BAD_IDS = `Ask for ?ids= with 1 to ${MAX_STOCK_IDS} product ids, separated by commas.`;

/**
 * ADR-039: what is left of each product, for the pages to show: `{ levels: { "<id>": n } }`, with
 * products the shop never stocked absent (they sell without limit). Not cached: stock moves.
 */
export function stockRoutes(stock: StockPort): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    const raw = c.req.query('ids')?.split(',') ?? [];
    const ids = raw.map((id) => parseProductId(id.trim()));
    if (ids.length === 0 || ids.length > MAX_STOCK_IDS || ids.some((id) => id === null)) return c.json({ error: BAD_IDS }, 400);
    const levels = await stock.levelsOf([...new Set(ids as number[])]);
    c.header('Cache-Control', 'no-store');
    return c.json({ levels: Object.fromEntries(levels) });
  });
  return routes;
}
