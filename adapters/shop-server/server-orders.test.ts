// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../ports/entities';
import { OrdersError } from '../../ports/errors';
import { createTestServerApp } from '../../server/test-support/test-server-app';
import { createLedger, createSqlLedger, type SqlLedger } from '../../server/ledger/sql-ledger';
import { createSqlStock } from '../../server/stock/sql-stock';
import { openSqlStore } from '../../server/store/open-store';
import { createTestModeProcessor } from '../../server/payment/test-mode-processor';
import { silentLogger } from '../../server/log/log';
import { listen } from '../../server/test-support/listen';
import { asShopper, namedShoppers } from '../../server/test-support/shopper';
import { makeOrder, ordersContract } from '../../test-doubles/contracts/orders-contract';
import { createServerOrders, type ServerOrdersOptions } from './server-orders';
import { testPage } from './test-page';
import { orderStepsOn } from '../../server/test-support/order-steps-on';

const HOME = { street: '5 Elm Street', city: 'Springfield, IL', postcode: '62701', country: 'United States' };
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** The shop's server with the orders routes, on a ledger of its own, listening on a free port. */
async function shopServer() {
  const ledger = createSqlLedger(':memory:');
  const app = createTestServerApp({ identify: namedShoppers, ledger, logger: silentLogger });
  const server = await listen(app.fetch);
  closing.push(async () => {
    await server.close();
    await ledger.close();
  });
  return { ledger, baseUrl: server.baseUrl };
}

/** A shopper's browser: every request carries who they are (a session cookie, in the shop). */
const browserOf =
  (uid: string | null): typeof fetch =>
  (input, init = {}) =>
    fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), ...(uid ? asShopper(uid) : {}) } });

/** What the payment server records once the processor says an order's payment succeeded. */
const recordPaid = (ledger: SqlLedger) => async (uid: string, order: Order) => {
  await ledger.record({
    intentId: order.id,
    clientSecret: `${order.id}_secret_x`,
    shopper: { uid, email: `${uid}@example.com` },
    lines: order.basket.map(({ amount, ...product }) => ({ product, unitPriceCents: Math.round(product.price * 100), amount })),
    amount: order.amount,
    status: 'requires_payment',
    created: order.created,
    idempotencyKey: order.id,
    basketDigest: 'digest',
  });
  await ledger.setStatus(order.id, 'succeeded', order.created);
  if (order.cardLast4) await ledger.setOrderDetails(order.id, uid, { cardLast4: order.cardLast4 });
};

async function setUp(options: Partial<ServerOrdersOptions> = {}) {
  const { ledger, baseUrl } = await shopServer();
  const orders = createServerOrders({ baseUrl, fetch: browserOf('ada'), retryDelaysMs: [5, 5], ...options });
  return { ledger, baseUrl, orders, paid: recordPaid(ledger) };
}

ordersContract('the shop server', async () => {
  const { orders, paid } = await setUp();
  return { orders, uid: 'ada', paid };
});

describe('orders from the shop server', () => {
  it('confirms a saved order once the server has recorded its payment, asking again meanwhile', async () => {
    const { orders, paid } = await setUp({ retryDelaysMs: [50, 50, 50] });
    const order = makeOrder('pi_late', 1_700_000_000);
    const saved = orders.saveOrder('ada', order);
    // the processor's word reaches the server a little after the browser asks
    setTimeout(() => void paid('ada', order), 20);
    await expect(saved).resolves.toBeUndefined();
  });

  it('fails with OrdersError when the order is still not recorded after a few tries', async () => {
    const { baseUrl } = await shopServer();
    const asked: string[] = [];
    const counting: typeof fetch = (input, init) => {
      asked.push(String(input));
      return browserOf('ada')(input, init);
    };
    const orders = createServerOrders({ baseUrl, fetch: counting, retryDelaysMs: [1, 1] });
    await expect(orders.saveOrder('ada', makeOrder('pi_never', 1_700_000_000))).rejects.toThrow(OrdersError);
    expect(asked).toEqual(Array(3).fill(`${baseUrl}/api/orders/pi_never`));
  });

  it('gives the server where the order goes, which keeps the first address it is given', async () => {
    const { orders, paid, ledger } = await setUp();
    const order = { ...makeOrder('pi_sent', 1_700_000_000), delivery: HOME };
    await paid('ada', order);
    await orders.saveOrder('ada', order);
    await orders.saveOrder('ada', { ...order, delivery: { ...HOME, street: '9 Oak Road' } });
    expect((await ledger.byId('pi_sent'))!.delivery).toEqual(HOME);
  });

  it('never confirms an order of another shopper', async () => {
    const { orders, ledger, baseUrl } = await setUp();
    const order = makeOrder('pi_bobs', 1_700_000_000);
    await recordPaid(ledger)('bob', order);
    await expect(orders.saveOrder('ada', order)).rejects.toThrow(OrdersError);
    const bobs = createServerOrders({ baseUrl, fetch: browserOf('bob') });
    await expect(bobs.saveOrder('bob', order)).resolves.toBeUndefined();
  });

  it('reads the list again when the shopper comes back to the page, and stops once nobody watches', async () => {
    const { page, show } = testPage();
    const { orders, paid } = await setUp({ page });
    const lists: string[][] = [];
    const stop = orders.watchOrders(
      'ada',
      (list) => lists.push(list.map((order) => order.id)),
      () => undefined,
    );
    await vi.waitFor(() => expect(lists).toEqual([[]]));
    // paid on another device
    await paid('ada', makeOrder('pi_phone', 1_700_000_000));
    show();
    await vi.waitFor(() => expect(lists).toEqual([[], ['pi_phone']]));
    stop();
    await paid('ada', makeOrder('pi_later', 1_800_000_000));
    // another watcher, started after: once it has the list the page's return brought, the first would have too
    const after: string[][] = [];
    orders.watchOrders(
      'ada',
      (list) => after.push(list.map((order) => order.id)),
      () => undefined,
    );
    await vi.waitFor(() => expect(after).toEqual([['pi_later', 'pi_phone']]));
    show();
    await vi.waitFor(() =>
      expect(after).toEqual([
        ['pi_later', 'pi_phone'],
        ['pi_later', 'pi_phone'],
      ]),
    );
    expect(lists).toHaveLength(2);
  });

  it('does not ask again for the list the server has just drawn the page with, and follows it from then on', async () => {
    const { page, show } = testPage();
    const asked: string[] = [];
    const { orders, paid } = await setUp({
      page,
      fetch: (input, init) => {
        asked.push(String(input));
        return browserOf('ada')(input, init);
      },
    });
    const drawn = makeOrder('pi_drawn', 1_600_000_000);
    await paid('ada', drawn);
    const lists: string[][] = [];
    orders.watchOrders(
      'ada',
      (list) => lists.push(list.map((order) => order.id)),
      () => undefined,
      [drawn],
    );
    await paid('ada', makeOrder('pi_phone', 1_700_000_000));
    show();
    await vi.waitFor(() => expect(lists).toEqual([['pi_phone', 'pi_drawn']]));
    // one question only: the one the page's return asked, none when watching began
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['signed out', async () => ({ baseUrl: (await shopServer()).baseUrl, fetch: browserOf(null) }), /answered 401/],
    ['unreachable', async () => ({ baseUrl: 'http://127.0.0.1:9', fetch: browserOf('ada') }), /cannot be reached/],
  ])('tells the watcher with an OrdersError when the server says the shopper is %s', async (_what, server, message) => {
    const orders = createServerOrders(await server());
    const error = await new Promise<Error>((resolve) => orders.watchOrders('ada', () => undefined, resolve));
    expect(error).toBeInstanceOf(OrdersError);
    expect(error.message).toMatch(message);
  });
});

describe("cancelling an order from the shopper's pages (ADR-051)", () => {
  /** The shop's server whose orders take steps: the ledger, the stock and the steps on one store. */
  async function shopWithSteps() {
    const store = openSqlStore(':memory:');
    const ledger = createLedger(store);
    const stock = createSqlStock(store);
    const processor = createTestModeProcessor();
    const orderSteps = orderStepsOn(store, processor);
    const app = createTestServerApp({ identify: namedShoppers, ledger, stock, processor, orderSteps, logger: silentLogger });
    const server = await listen(app.fetch);
    closing.push(async () => {
      await server.close();
      await store.close();
    });
    await ledger.ready;
    return {
      orders: createServerOrders({ baseUrl: server.baseUrl, fetch: browserOf('ada') }),
      paid: recordPaid(ledger),
      orderSteps,
    };
  }

  it('cancels, and the watchers read the order cancelled and refunded', async () => {
    const { orders, paid } = await shopWithSteps();
    await paid('ada', makeOrder('pi_cancel', 1_700_000_000));
    const seen: Array<string | undefined> = [];
    orders.watchOrders(
      'ada',
      (list) => seen.push(list[0]?.status),
      () => undefined,
    );
    await vi.waitFor(() => expect(seen).toEqual([undefined]));
    await orders.cancelOrder!('ada', 'pi_cancel');
    await vi.waitFor(() => expect(seen).toEqual([undefined, 'cancelled']));
  });

  it("says a refusal in the server's words", async () => {
    const { orders, paid, orderSteps } = await shopWithSteps();
    await paid('ada', makeOrder('pi_gone', 1_700_000_000));
    await orderSteps.take('pi_gone', [{ kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z' }], {
      id: 'staff',
      email: 's@example.com',
    });
    await expect(orders.cancelOrder!('ada', 'pi_gone')).rejects.toThrow(
      new OrdersError('The order is shipped: it cannot be cancelled.'),
    );
    await expect(orders.cancelOrder!('ada', 'pi_nothing')).rejects.toThrow(new OrdersError('No such order.'));
  });
});
