import { createInPageOrderLife } from '../adapters/in-page/in-page-order-life';
import type { createInPageSales } from '../adapters/in-page/in-page-sales';
import type { Order, User } from '../ports/entities';
import { OrdersError } from '../ports/errors';
import { onFirstUse } from '../ports/on-first-use';
import { lifeOf, OrderStepRefused, type PaidLine } from '../ports/order-life';
import type { OrderLifePort } from '../ports/order-life-port';
import type { OrdersPort } from '../ports/orders-port';
import type { StockPort } from '../ports/stock-port';

export const DEMO_FORGOT_ORDER =
  'This demo keeps an order’s steps in the page: an order placed before the last reload cannot be cancelled here.';

export interface DemoOrdersParts {
  /** the shopper's own orders, kept in this browser */
  orders: OrdersPort;
  /** the orders the back office lists */
  sales: ReturnType<typeof createInPageSales>;
  /** the demo's stock, which a cancel gives back to */
  stock: StockPort;
  whoIsIn(): User | null;
}

/** An order's lines as paid for, from its basket as saved. */
const paidLinesOf = (order: Order): PaidLine[] =>
  order.basket.map((line) => ({
    productId: line.id,
    title: line.title,
    units: line.amount,
    cents: Math.round(line.price * 100) * line.amount,
  }));

/**
 * The offline demo's orders after payment (ADR-012, ADR-051): each order saved is told to the
 * back office's list, with the e-mail of who paid, and to its life in this page, whose steps the
 * back office takes through the server's own rules (`steps`, loaded with its first use). The
 * shopper's orders carry their state and timeline, shown afresh at each step, and the shopper
 * cancels one not shipped yet. A cancel gives the units back to the demo's stock; no mail is sent
 * and no money moves: test mode takes every refund at once. Kept until the page reloads.
 */
export function createDemoOrders({ orders, sales, stock, whoIsIn }: DemoOrdersParts) {
  const changed = new Set<() => void>();
  const inPage = createInPageOrderLife({
    restock: async (lines) => {
      const counted = await stock.levelsOf(lines.map((line) => line.productId));
      for (const line of lines) if (counted.has(line.productId)) await stock.add(line.productId, line.units);
    },
  });
  const life: OrderLifePort = {
    ...inPage.life,
    async take(orderId, steps, by) {
      const after = await inPage.life.take(orderId, steps, by);
      changed.forEach((listener) => listener());
      return after;
    },
  };
  const steps = onFirstUse(async () =>
    (await import('../server/fulfilment/order-steps')).createOrderSteps({
      life,
      // test mode: the money goes back at once
      processor: { refund: async () => undefined },
      // the demo mails nobody: with no payment to name, no step's mail is written
      orders: { byId: async () => null },
      mail: { mailer: { send: async () => undefined, where: 'nowhere (the offline demo)', close: () => undefined }, siteUrl: '' },
      records: null,
      logger: { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) },
    }),
  );

  /** The orders with what their life says of them. */
  const withLife = (list: Order[]) =>
    Promise.all(list.map(async (order) => ({ ...order, ...lifeOf(await life.history(order.id)) })));

  const shoppersOrders: OrdersPort = {
    ...orders,
    async saveOrder(uid, order) {
      await orders.saveOrder(uid, order);
      const shopper = whoIsIn();
      sales.record({ ...order, email: shopper?.uid === uid ? shopper.email : uid, paymentId: order.id });
      if (!(await life.history(order.id))) inPage.paid(order.id, order.amount, paidLinesOf(order));
    },
    watchOrders(uid, onOrders, onError, shown) {
      let latest: Order[] = [];
      let told = 0;
      const tell = () => {
        const telling = ++told;
        void withLife(latest).then((list) => telling === told && onOrders(list));
      };
      changed.add(tell);
      const stop = orders.watchOrders(
        uid,
        (list) => {
          latest = list;
          tell();
        },
        onError,
        shown,
      );
      return () => {
        changed.delete(tell);
        stop();
      };
    },
    async cancelOrder(uid, orderId) {
      const shopper = whoIsIn();
      try {
        const after = await (
          await steps()
        ).cancel(orderId, 'Cancelled by the shopper', { id: uid, email: shopper?.email ?? uid });
        if (!after) throw new OrdersError(DEMO_FORGOT_ORDER);
      } catch (error) {
        throw error instanceof OrderStepRefused ? new OrdersError(error.message) : error;
      }
    },
  };
  return { orders: shoppersOrders, steps };
}
