import { Hono } from 'hono';
import type { StockPort } from '../../ports/stock-port';
import { stockQuerySchema, type StockAnswer } from '../../api/stock';
import { queryAs } from '../http/checked-request';

/**
 * ADR-039: what is left of each product, for the pages to show: `{ levels: { "<id>": n } }`, with
 * products the shop never stocked absent (they sell without limit). Not cached: stock moves.
 */
export function stockRoutes(stock: StockPort): Hono {
  const routes = new Hono();
  routes.get('/', queryAs(stockQuerySchema), async (c) => {
    const levels = await stock.levelsOf(c.req.valid('query').ids);
    c.header('Cache-Control', 'no-store');
    return c.json({ levels: Object.fromEntries(levels) } satisfies StockAnswer);
  });
  return routes;
}
