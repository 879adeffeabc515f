// @vitest-environment node
// The payment server and the browser's Firebase adapters together on the real emulators: the server
// checks the shopper's ID token, records the payment and writes the order of record itself; the
// browser's own save of the order still succeeds, whichever side writes first (ADR-008).
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../ports/entities';
import { createTestServerApp } from '../../server/test-support/test-server-app';
import { firestoreOrderRecords } from '../../server/cloud/firestore-order-records';
import { verifiedShoppers } from '../../server/identity/shoppers';
import { createSqlLedger } from '../../server/ledger/sql-ledger';
import { silentLogger } from '../../server/log/log';
import { deleteAllApps, emulatorAdmin, signedUpShopper } from './emulator-support';

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '06/40', cvc: '123', postcode: '10001' };
// product 4 of the built-in catalog costs $45.50
const BASKET = { lines: [{ id: 4, amount: 2 }], total: 9100 };

let admin: ReturnType<typeof emulatorAdmin>;
let app: ReturnType<typeof createTestServerApp>;

beforeAll(() => {
  setLogLevel('error');
  admin = emulatorAdmin();
  app = createTestServerApp({
    logger: silentLogger,
    ledger: createSqlLedger(':memory:'),
    identify: verifiedShoppers(admin.verifyIdToken),
    orderRecords: firestoreOrderRecords(admin.firestore),
  });
});
afterAll(async () => {
  await deleteAllApps();
  await admin.close();
});

const shopper = () => signedUpShopper('paid');

async function pay(authorization: Record<string, string>) {
  const created = await app.request(`/payment/create?total=${BASKET.total}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...authorization },
    body: JSON.stringify({ lines: BASKET.lines }),
  });
  expect(created.status).toBe(200);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const confirmed = await app.request('/payment/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...authorization },
    body: JSON.stringify({ clientSecret, card: GOOD_CARD }),
  });
  expect(confirmed.status).toBe(200);
  return ((await confirmed.json()) as { paymentIntent: { id: string; amount: number; created: number } }).paymentIntent;
}

/** The shopper's orders as their browser sees them, once `predicate` holds. */
function ordersSeen(ports: Awaited<ReturnType<typeof shopper>>, predicate: (orders: Order[]) => boolean) {
  return new Promise<Order[]>((resolve, reject) => {
    const stop = ports.orders.watchOrders(ports.user.uid, (orders) => predicate(orders) && (stop(), resolve(orders)), reject);
  });
}

describe('the order of record on Firestore', () => {
  it('is written by the server when the payment succeeds, even if the browser never saves it', async () => {
    const ada = await shopper();
    const intent = await pay(ada.authorization);
    const [order] = await ordersSeen(ada, (orders) => orders.length === 1);
    expect(order).toMatchObject({
      id: intent.id,
      amount: 9100,
      created: intent.created,
      basket: [{ id: 4, price: 45.5, amount: 2 }],
    });
    expect(order!.basket[0]!.title).toEqual(expect.any(String));
    const record = await admin.firestore.doc(`payments/${intent.id}`).get();
    expect(record.data()).toMatchObject({ uid: ada.user.uid, amount: 9100, status: 'succeeded', lineCount: 1 });
  });

  it("lets the browser's own save succeed after the server's, and keeps one order", async () => {
    const ada = await shopper();
    const intent = await pay(ada.authorization);
    const line = {
      id: 4,
      title: 'Canvas tote',
      price: 45.5,
      image: '/images/products/4.svg',
      rating: { rate: 4, count: 1 },
      description: '',
      category: "women's clothing",
      amount: 2,
    };
    await ada.orders.saveOrder(ada.user.uid, { id: intent.id, basket: [line], amount: intent.amount, created: intent.created });
    const orders = await ordersSeen(ada, (list) => list.length > 0);
    expect(orders.map((order) => order.id)).toEqual([intent.id]);
  });

  it("lets the browser save first, and the server's write then keeps the browser's order", async () => {
    const ada = await shopper();
    const id = `pi_browser_first_${ada.user.uid}`;
    const recorded = {
      id: 4,
      title: 'Canvas tote',
      price: 45.5,
      image: '',
      rating: { rate: 0, count: 0 },
      description: '',
      category: '',
    };
    const payment = {
      intentId: id,
      clientSecret: `${id}_secret_x`,
      shopper: { uid: ada.user.uid, email: ada.user.email },
      lines: [{ product: recorded, unitPriceCents: 4550, amount: 1 }],
      amount: 4550,
      status: 'succeeded' as const,
      created: 1_790_000_000,
      updated: 1_790_000_000,
      idempotencyKey: 'k',
      basketDigest: 'd',
      fulfilled: null,
      delivery: null,
      cardLast4: null,
      refundDue: null,
      refunded: null,
    };
    // what the server recorded first: the payment only (say, just before a crash)
    await admin.firestore
      .doc(`payments/${id}`)
      .set({ uid: ada.user.uid, email: ada.user.email, amount: 4550, created: 1_790_000_000, status: 'succeeded', lineCount: 1 });
    const browserLine = { ...recorded, description: 'as the browser had it', amount: 1 };
    await ada.orders.saveOrder(ada.user.uid, { id, basket: [browserLine], amount: 4550, created: 1_790_000_000 });
    await firestoreOrderRecords(admin.firestore).write(payment);
    const stored = await admin.firestore.doc(`users/${ada.user.uid}/orders/${id}`).get();
    expect(stored.data()).toEqual({ basket: [browserLine], amount: 4550, created: 1_790_000_000 });
  });

  it('answers 401 to a forged or missing token, and creates nothing', async () => {
    for (const authorization of [{ Authorization: 'Bearer not.a.token' }, {}] as Record<string, string>[]) {
      const response = await app.request(`/payment/create?total=${BASKET.total}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...authorization },
        body: JSON.stringify({ lines: BASKET.lines }),
      });
      expect(response.status).toBe(401);
    }
  });

  it("keeps one shopper's payment from another signed-in shopper", async () => {
    const ada = await shopper();
    const bob = await shopper();
    const intent = await pay(ada.authorization);
    expect((await app.request(`/payment/intents/${intent.id}`, { headers: bob.authorization })).status).toBe(404);
    expect((await app.request(`/payment/intents/${intent.id}`, { headers: ada.authorization })).status).toBe(200);
  });
});
