import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { MerchantOrdersPort } from '../../ports/merchant-orders-port';
import { pageQuery } from '../../api/sell-stock';
import { queryAs } from '../http/checked-request';
import { unstored, type StaffEnv, type StaffGuard } from './staff-guard';

/** orders a page of the back office's list shows */
export const ORDERS_PAGE = 50;

const orderListQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(254, { error: 'A search has at most 254 characters.' }))),
  page: pageQuery,
});

/**
 * Every paid order for the back office (issue 54's orders, in both configurations), to mount at
 * `/api/sell`: newest first, found by order id or e-mail, each with its lines, amount, delivery
 * address, shopper's e-mail and payment id; the staff's own answer (no-store), refusals too.
 */
export function sellOrderRoutes({ orders, guard }: { orders: Pick<MerchantOrdersPort, 'paidOrders'>; guard: StaffGuard }) {
  const routes = new Hono<StaffEnv>();
  routes.use('/orders', unstored);
  routes.get('/orders', guard('orders'), queryAs(orderListQuerySchema), async (c) => {
    const { search, page = 1 } = c.req.valid('query');
    const { orders: found, total } = await orders.paidOrders({ search, offset: (page - 1) * ORDERS_PAGE, limit: ORDERS_PAGE });
    return c.json({
      orders: found,
      total,
      page,
      pages: Math.max(1, Math.ceil(total / ORDERS_PAGE)),
    });
  });
  return routes;
}
