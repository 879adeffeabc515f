// @vitest-environment node
// The OrdersPort contract on the real Firestore emulator, signed in through the Auth emulator so
// that firestore.rules apply to every read and write.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrder, ordersContract } from '../../test-doubles/contracts/orders-contract';
import { OrdersError } from '../../ports/errors';
import type { Order } from '../../ports/entities';
import { deleteAllApps, emulatorAdmin, recordPaidPayment, freshFirebasePorts } from './emulator-support';
import { parseEmulatorHost } from './emulator-host';

const email = () => `orders-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A new app with a new signed-up user: the user owns users/{uid}/orders. */
async function signedUpFixture() {
  const ports = freshFirebasePorts();
  const user = await ports.auth.signUp(email(), 'secret-pass');
  return { ...ports, uid: user.uid };
}

let admin: ReturnType<typeof emulatorAdmin>;
// the refusals below are expected; the SDK would log each one as a warning
beforeAll(() => {
  setLogLevel('error');
  admin = emulatorAdmin();
});
afterAll(async () => {
  await deleteAllApps();
  await admin.close();
});

ordersContract('Firestore emulator with rules', async () => {
  const { orders, uid } = await signedUpFixture();
  return { orders, uid, paid: (paidBy: string, order: Order) => recordPaidPayment(admin, paidBy, order) };
});

describe('Firestore orders under the security rules', () => {
  it("refuses to save into another user's orders", async () => {
    const alice = await signedUpFixture();
    const bob = await signedUpFixture();
    const intruder = makeOrder(`pi_intruder_${bob.uid}`, 1_700_000_000);
    await recordPaidPayment(admin, bob.uid, intruder);
    const error = await alice.orders.saveOrder(bob.uid, intruder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrdersError);
    expect((error as Error).message).toMatch(/permission/i);
  });

  it("reports an OrdersError to a watcher of another user's orders", async () => {
    const alice = await signedUpFixture();
    const bob = await signedUpFixture();
    const error = await new Promise<Error>((resolve, reject) => {
      const stop = alice.orders.watchOrders(
        bob.uid,
        () => reject(new Error('a list was reported')),
        (e) => {
          stop();
          resolve(e);
        },
      );
    });
    expect(error).toBeInstanceOf(OrdersError);
    expect(error.message).toMatch(/permission/i);
  });

  it('refuses an order for a payment the server never recorded, and says so', async () => {
    const { orders, uid } = await signedUpFixture();
    const error = await orders.saveOrder(uid, makeOrder(`pi_never_paid_${uid}`, 1_700_000_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrdersError);
    expect((error as Error).message).toMatch(/permission/i);
  });

  it('leaves a saved order as it is when it is saved again with other content', async () => {
    const { orders, uid } = await signedUpFixture();
    const order = makeOrder(`pi_fixed_${uid}`, 1_700_000_000);
    await recordPaidPayment(admin, uid, order);
    await orders.saveOrder(uid, order);
    await orders.saveOrder(uid, { ...order, basket: [...order.basket, ...order.basket] });
    const stored = await admin.firestore.doc(`users/${uid}/orders/${order.id}`).get();
    expect(stored.data()).toEqual({ basket: order.basket, amount: order.amount, created: order.created });
  });

  it('refuses everything when nobody is signed in', async () => {
    const { orders } = freshFirebasePorts();
    const error = await orders.saveOrder('someone', makeOrder('pi_anon', 1_700_000_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrdersError);
  });

  it('reads emulator hosts in every usual form', () => {
    expect(parseEmulatorHost('127.0.0.1:8080', 1)).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(parseEmulatorHost('http://localhost:9000', 1)).toEqual({ host: 'localhost', port: 9000 });
    expect(parseEmulatorHost('[::1]:8081', 1)).toEqual({ host: '[::1]', port: 8081 });
    expect(parseEmulatorHost('emulators.internal', 8080)).toEqual({ host: 'emulators.internal', port: 8080 });
  });
});
