import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { OrderLedger } from '../ledger/payments-ledger';
import { pageQuery } from '../../api/sell-stock';
import { queryAs } from '../http/checked-request';
import { orderFrom } from '../orders/orders-of';
import type { StaffEnv, StaffGuard } from './staff-guard';

/** orders a page of the back office's list shows */
export const ORDERS_PAGE = 50;

const orderListQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(254, { error: 'A search has at most 254 characters.' }))),
  page: pageQuery,
});

/**
 * Every paid order for the back office (issue 54's orders, in both configurations: the ledger holds
 * every payment whoever keeps the shoppers), to mount at `/api/sell`: newest first, found by order
 * id or e-mail, each with its lines, amount, delivery address, shopper's e-mail and payment id.
 */
export function sellOrderRoutes({ ledger, guard }: { ledger: Pick<OrderLedger, 'paidOrders'>; guard: StaffGuard }) {
  const routes = new Hono<StaffEnv>();
  routes.get('/orders', guard('orders'), queryAs(orderListQuerySchema), async (c) => {
    const { search, page = 1 } = c.req.valid('query');
    const { payments, total } = await ledger.paidOrders({ search, offset: (page - 1) * ORDERS_PAGE, limit: ORDERS_PAGE });
    c.header('Cache-Control', 'no-store');
    return c.json({
      orders: payments.map((payment) => ({ ...orderFrom(payment), email: payment.shopper.email, paymentId: payment.intentId })),
      total,
      page,
      pages: Math.max(1, Math.ceil(total / ORDERS_PAGE)),
    });
  });
  return routes;
}
