import { describe, expect, it } from 'vitest';
import type { Order } from '../../ports/entities';
import type { OrdersPort } from '../../ports/orders-port';

export interface OrdersFixture {
  orders: OrdersPort;
  /** a user the port lets read and write their own orders */
  uid: string;
  /** records the payment behind an order, where the store accepts orders only for recorded payments */
  paid?: (uid: string, order: Order) => Promise<void>;
}

/** One basket line of an order, for the order stores' tests. */
export const orderLine = {
  id: 1,
  title: 'Tee',
  price: 12.5,
  image: '/images/products/1.svg',
  rating: { rate: 4, count: 3 },
  description: 'A tee',
  category: "men's clothing",
  amount: 2,
};

export const makeOrder = (id: string, created: number): Order => ({ id, basket: [orderLine], amount: 2500, created });

/** Resolves with the first list the watcher reports that satisfies `predicate`. */
function watchUntil(orders: OrdersPort, uid: string, predicate: (list: Order[]) => boolean) {
  return new Promise<{ list: Order[]; stop: () => void }>((resolve, reject) => {
    const stop = orders.watchOrders(uid, (list) => predicate(list) && resolve({ list, stop }), reject);
  });
}

/** What every OrdersPort promises. `makeFixture` gives a port and a user with no orders yet. */
export function ordersContract(name: string, makeFixture: () => OrdersFixture | Promise<OrdersFixture>) {
  /** A fixture whose saves first record the payment, as the payment server does. */
  const fixture = async () => {
    const made = await makeFixture();
    const save = async (order: Order) => {
      await made.paid?.(made.uid, order);
      await made.orders.saveOrder(made.uid, order);
    };
    return { ...made, save };
  };

  describe(`OrdersPort contract: ${name}`, () => {
    it('reports an empty list for a user with no orders', async () => {
      const { orders, uid } = await fixture();
      const { list, stop } = await watchUntil(orders, uid, () => true);
      stop();
      expect(list).toEqual([]);
    });

    it('saves orders and lists them newest first, with every field', async () => {
      const { orders, uid, save } = await fixture();
      await save(makeOrder('pi_old', 1_700_000_000));
      await save(makeOrder('pi_new', 1_800_000_000));
      const { list, stop } = await watchUntil(orders, uid, (l) => l.length === 2);
      stop();
      expect(list.map((o) => o.id)).toEqual(['pi_new', 'pi_old']);
      expect(list[0]).toEqual(makeOrder('pi_new', 1_800_000_000));
    });

    it('keeps where an order goes and the last four digits of the card that paid (ADR-021)', async () => {
      const { orders, uid, save } = await fixture();
      const followed: Order = {
        ...makeOrder('pi_followed', 1_700_000_000),
        delivery: { street: '5 Elm Street', city: 'Springfield, IL', postcode: '62701', country: 'United States' },
        cardLast4: '4242',
      };
      await save(followed);
      await save(makeOrder('pi_plain', 1_600_000_000));
      const { list, stop } = await watchUntil(orders, uid, (l) => l.length === 2);
      stop();
      expect(list).toEqual([followed, makeOrder('pi_plain', 1_600_000_000)]);
    });

    it('getting ready, as often as asked, changes nothing the shopper sees', async () => {
      const { orders, uid, save } = await fixture();
      orders.prepare();
      orders.prepare();
      const empty = await watchUntil(orders, uid, () => true);
      empty.stop();
      await save(makeOrder('pi_ready', 1_700_000_000));
      orders.prepare();
      const { list, stop } = await watchUntil(orders, uid, (l) => l.length > 0);
      stop();
      expect(empty.list).toEqual([]);
      expect(list).toEqual([makeOrder('pi_ready', 1_700_000_000)]);
    });

    it('saving the same payment intent twice keeps one order', async () => {
      const { orders, uid, save } = await fixture();
      await save(makeOrder('pi_once', 1_700_000_000));
      await save(makeOrder('pi_once', 1_700_000_000));
      const { list, stop } = await watchUntil(orders, uid, (l) => l.length > 0);
      stop();
      expect(list).toHaveLength(1);
    });

    it('never replaces an order: a different order saved under its id leaves it as it was', async () => {
      const { orders, uid, save } = await fixture();
      const first = makeOrder('pi_taken', 1_700_000_000);
      await save(first);
      await orders.saveOrder(uid, { ...makeOrder('pi_taken', 1_800_000_000), amount: 999 });
      const { list, stop } = await watchUntil(orders, uid, (l) => l.length > 0);
      stop();
      expect(list).toEqual([first]);
    });

    it('tells a watcher about a new order live', async () => {
      const { orders, uid, save } = await fixture();
      const first = await watchUntil(orders, uid, () => true);
      const live = watchUntil(orders, uid, (l) => l.some((o) => o.id === 'pi_live'));
      await save(makeOrder('pi_live', 1_750_000_000));
      const { list, stop } = await live;
      stop();
      first.stop();
      expect(list.map((o) => o.id)).toContain('pi_live');
    });

    it('stops calling a watcher after unsubscribe, and only that one', async () => {
      const { orders, uid, save } = await fixture();
      const seen: string[][] = [];
      const stop = orders.watchOrders(
        uid,
        (list) => seen.push(list.map((o) => o.id)),
        () => undefined,
      );
      const kept = watchUntil(orders, uid, (list) => list.some((o) => o.id === 'pi_later'));
      stop();
      await save(makeOrder('pi_after', 1_760_000_000));
      await save(makeOrder('pi_later', 1_770_000_000));
      // the watcher still listening has heard both saves: whatever the stopped one was sent came before
      const { list, stop: stopKept } = await kept;
      stopKept();
      expect(list.map((o) => o.id)).toEqual(['pi_later', 'pi_after']);
      expect(seen).toEqual([]);
    });
  });
}
