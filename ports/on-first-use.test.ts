import { describe, expect, it, vi } from 'vitest';
import { OrdersError } from './errors';
import type { Order } from './entities';
import type { OrdersPort } from './orders-port';
import { makeOrder, ordersContract } from '../test-doubles/contracts/orders-contract';
import { createMemoryOrders } from '../test-doubles/memory-orders';
import { ordersOnFirstUse, paymentOnFirstUse } from './on-first-use';
import { createMemoryPayment } from '../test-doubles/memory-payment';

/** A loader whose answer the test gives when it likes. */
function heldLoader() {
  let settle!: { resolve: (orders: OrdersPort) => void; reject: (error: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<OrdersPort>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

ordersContract('in-memory double loaded on first use', () => {
  const { orders } = createMemoryOrders();
  return { orders: ordersOnFirstUse(() => Promise.resolve(orders)), uid: 'user-1' };
});

describe('ordersOnFirstUse', () => {
  it('loads nothing until orders are used, then loads once for every use', async () => {
    const { orders } = createMemoryOrders();
    const load = vi.fn(() => Promise.resolve(orders));
    const port = ordersOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();

    await port.saveOrder('u1', makeOrder('pi_1', 1));
    let stop = () => {};
    const seen = await new Promise((resolve) => {
      stop = port.watchOrders('u1', (list) => resolve(list.map((order) => order.id)), resolve);
    });
    stop();
    await port.saveOrder('u1', makeOrder('pi_2', 2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['pi_1']);
  });

  it('offers the cancel only for an adapter that cancels, and cancels through it once loaded (ADR-051)', async () => {
    const real = createMemoryOrders();
    await real.orders.saveOrder('u1', makeOrder('pi_1', 1));
    expect(ordersOnFirstUse(() => Promise.resolve(real.orders)).cancelOrder).toBeUndefined();
    const port = ordersOnFirstUse(() => Promise.resolve(real.orders), { cancels: true });
    await port.cancelOrder!('u1', 'pi_1');
    expect(real.store.get('u1')?.get('pi_1')?.status).toBe('cancelled');
    await expect(port.cancelOrder!('u1', 'pi_1')).rejects.toThrow('The order is cancelled: it cannot be cancelled.');
  });

  it('starts loading when asked to get ready, and the first use waits for that one load', async () => {
    const { load, settle } = heldLoader();
    const real = createMemoryOrders();
    const port = ordersOnFirstUse(load);
    port.prepare();
    port.prepare();
    expect(load).toHaveBeenCalledTimes(1);
    const seen = new Promise((resolve) => port.watchOrders('u1', (list) => resolve(list), resolve));
    settle().resolve(real.orders);
    expect(await seen).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    // the loaded adapter is asked to get ready too (a real one may open its database)
    expect(real.prepareCount()).toBe(2);
  });

  it('a failed load while getting ready reports nothing by itself and is tried again at first use', async () => {
    const real = createMemoryOrders().orders;
    const load = vi
      .fn<() => Promise<OrdersPort>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const port = ordersOnFirstUse(load);
    port.prepare();
    await flush();
    await port.saveOrder('u1', makeOrder('pi_1', 1));
    const seen = await new Promise<Order[]>((resolve, reject) => port.watchOrders('u1', resolve, reject));
    expect(seen.map((order) => order.id)).toEqual(['pi_1']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never starts watching when stopped before the adapter arrived', async () => {
    const { load, settle } = heldLoader();
    const real = createMemoryOrders().orders;
    const watchOrders = vi.spyOn(real, 'watchOrders');
    const onOrders = vi.fn();
    const onError = vi.fn();
    const stop = ordersOnFirstUse(load).watchOrders('u1', onOrders, onError);
    stop();
    settle().resolve(real);
    await flush();
    expect(watchOrders).not.toHaveBeenCalled();
    expect(onOrders).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('stops the real watch when stopped after the adapter arrived', async () => {
    const real = createMemoryOrders().orders;
    const onOrders = vi.fn();
    const stop = ordersOnFirstUse(() => Promise.resolve(real)).watchOrders('u1', onOrders, vi.fn());
    await flush();
    expect(onOrders).toHaveBeenCalledTimes(1);
    stop();
    await real.saveOrder('u1', makeOrder('pi_after', 3));
    expect(onOrders).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load as an OrdersError to the watcher and to a save', async () => {
    const port = ordersOnFirstUse(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const watchError = await new Promise<Error>((resolve) => port.watchOrders('u1', vi.fn(), resolve));
    const saveError = await port.saveOrder('u1', makeOrder('pi_1', 1)).catch((error: unknown) => error);
    expect(watchError).toBeInstanceOf(OrdersError);
    expect(watchError.message).toMatch(/Failed to fetch/);
    expect(saveError).toBeInstanceOf(OrdersError);
    expect((saveError as Error).message).toMatch(/Could not save the order: Failed to fetch/);
  });

  it('says nothing of a failed load to a watcher that has stopped', async () => {
    const { load, settle } = heldLoader();
    const onError = vi.fn();
    const stop = ordersOnFirstUse(load).watchOrders('u1', vi.fn(), onError);
    stop();
    settle().reject(new Error('offline'));
    await flush();
    expect(onError).not.toHaveBeenCalled();
  });

  it('tries the load again at the next use after a failure', async () => {
    const { orders } = createMemoryOrders();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(orders);
    const port = ordersOnFirstUse(load);
    await expect(port.saveOrder('u1', makeOrder('pi_1', 1))).rejects.toBeInstanceOf(OrdersError);
    await port.saveOrder('u1', makeOrder('pi_1', 1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('paymentOnFirstUse', () => {
  it('loads nothing until a payment is made or looked up, then loads once for every use', async () => {
    const { payment } = createMemoryPayment();
    const load = vi.fn(() => Promise.resolve(payment));
    const port = paymentOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();

    const { clientSecret } = await port.createPayment({ totalCents: 500, lines: [{ id: 1, amount: 1 }] });
    expect(await port.getPayment(clientSecret.split('_secret_')[0]!)).toMatchObject({ amount: 500 });
    await port.loadCardEntry();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again at the next payment', async () => {
    const { payment } = createMemoryPayment();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(payment);
    const port = paymentOnFirstUse(load);
    await expect(port.getPayment('pi_1')).rejects.toThrow('offline');
    expect(await port.getPayment('pi_1')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
