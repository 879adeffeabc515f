import { describe, expect, it } from 'vitest';
import type { Order } from '../../ports/entities';
import type { OrdersPort } from '../../ports/orders-port';

export interface OrdersFixture {
  orders: OrdersPort;
  /** a user the port lets read and write their own orders */
  uid: string;
}

const line = {
  id: 1,
  title: 'Tee',
  price: 12.5,
  image: '/images/products/1.svg',
  rating: { rate: 4, count: 3 },
  description: 'A tee',
  category: "men's clothing",
  amount: 2,
};

export const makeOrder = (id: string, created: number): Order => ({ id, basket: [line], amount: 2500, created });

/** Resolves with the first list the watcher reports that satisfies `predicate`. */
function watchUntil(orders: OrdersPort, uid: string, predicate: (list: Order[]) => boolean) {
  return new Promise<{ list: Order[]; stop: () => void }>((resolve, reject) => {
    const stop = orders.watchOrders(uid, (list) => predicate(list) && resolve({ list, stop }), reject);
  });
}

/** What every OrdersPort promises. `makeFixture` gives a port and a user with no orders yet. */
export function ordersContract(name: string, makeFixture: () => OrdersFixture | Promise<OrdersFixture>) {
  describe(`OrdersPort contract: ${name}`, () => {
    it('reports an empty list for a user with no orders', async () => {
      const { orders, uid } = await makeFixture();
      const { list, stop } = await watchUntil(orders, uid, () => true);
      stop();
      expect(list).toEqual([]);
    });

    it('saves orders and lists them newest first, with every field', async () => {
      const { orders, uid } = await makeFixture();
      await orders.saveOrder(uid, makeOrder('pi_old', 1_700_000_000));
      await orders.saveOrder(uid, makeOrder('pi_new', 1_800_000_000));
      const { list, stop } = await watchUntil(orders, uid, (l) => l.length === 2);
      stop();
      expect(list.map((o) => o.id)).toEqual(['pi_new', 'pi_old']);
      expect(list[0]).toEqual(makeOrder('pi_new', 1_800_000_000));
    });

    it('saving the same payment intent twice keeps one order', async () => {
      const { orders, uid } = await makeFixture();
      await orders.saveOrder(uid, makeOrder('pi_once', 1_700_000_000));
      await orders.saveOrder(uid, makeOrder('pi_once', 1_700_000_000));
      const { list, stop } = await watchUntil(orders, uid, (l) => l.length > 0);
      stop();
      expect(list).toHaveLength(1);
    });

    it('tells a watcher about a new order live', async () => {
      const { orders, uid } = await makeFixture();
      const first = await watchUntil(orders, uid, () => true);
      const live = watchUntil(orders, uid, (l) => l.some((o) => o.id === 'pi_live'));
      await orders.saveOrder(uid, makeOrder('pi_live', 1_750_000_000));
      const { list, stop } = await live;
      stop();
      first.stop();
      expect(list.map((o) => o.id)).toContain('pi_live');
    });

    it('stops calling a watcher after unsubscribe', async () => {
      const { orders, uid } = await makeFixture();
      const seen: Order[][] = [];
      const { stop } = await watchUntil(orders, uid, () => true);
      stop();
      const stopSecond = orders.watchOrders(
        uid,
        (l) => seen.push(l),
        () => undefined,
      );
      stopSecond();
      await orders.saveOrder(uid, makeOrder('pi_after', 1_760_000_000));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([]);
    });
  });
}
