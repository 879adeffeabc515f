// @vitest-environment node
// ADR-051 in the cloud configuration, on the real emulators: the steps the staff take on the server's
// store are written onto the shopper's Firestore order of record, which their open page follows
// live; the shopper cancels by their ID token on the shop's server, and sees it the same way.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../ports/entities';
import { firestoreOrderRecords } from '../../server/cloud/firestore-order-records';
import type { OrderSteps } from '../../server/fulfilment/order-steps';
import { verifiedShoppers } from '../../server/identity/shoppers';
import { createLedger, type SqlLedger } from '../../server/ledger/sql-ledger';
import { silentLogger } from '../../server/log/log';
import { createTestModeProcessor } from '../../server/payment/test-mode-processor';
import { createSqlStock } from '../../server/stock/sql-stock';
import { openSqlStore } from '../../server/store/open-store';
import { orderStepsOn } from '../../server/test-support/order-steps-on';
import { createTestServerApp } from '../../server/test-support/test-server-app';
import { deleteAllApps, emulatorAdmin, signedUpShopper } from './emulator-support';

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '06/40', cvc: '123', postcode: '10001' };
// product 4 of the built-in catalog costs $45.50
const BASKET = { lines: [{ id: 4, amount: 2 }], total: 9100 };
const clerk = { id: 'staff-1', email: 'clerk@example.com' };

let admin: ReturnType<typeof emulatorAdmin>;
let app: ReturnType<typeof createTestServerApp>;
let ledger: SqlLedger;
let steps: OrderSteps;

beforeAll(() => {
  setLogLevel('error');
  admin = emulatorAdmin();
  const store = openSqlStore(':memory:');
  const processor = createTestModeProcessor();
  const records = firestoreOrderRecords(admin.firestore);
  ledger = createLedger(store);
  steps = orderStepsOn(store, processor, undefined, records);
  app = createTestServerApp({
    logger: silentLogger,
    ledger,
    stock: createSqlStock(store),
    processor,
    identify: verifiedShoppers(admin.verifyIdToken),
    orderRecords: records,
    orderSteps: steps,
  });
});
afterAll(async () => {
  await deleteAllApps();
  await admin.close();
});

/** A signed-up shopper in a browser of their own, the Authorization header it sends, and its cancel on the shop's server. */
async function shopper() {
  const signedUp = await signedUpShopper('life');
  const { authorization } = signedUp;
  const cancel = async (orderId: string) => {
    const answer = await app.request(`/api/orders/${orderId}/cancellation`, { method: 'POST', headers: authorization });
    return { code: answer.status, error: ((await answer.json()) as { error?: string }).error };
  };
  return { ...signedUp, cancel };
}

async function pay(authorization: Record<string, string>): Promise<string> {
  const headers = { 'Content-Type': 'application/json', ...authorization };
  const created = await app.request(`/payment/create?total=${BASKET.total}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ lines: BASKET.lines }),
  });
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const confirmed = await app.request('/payment/confirm', {
    method: 'POST',
    headers,
    body: JSON.stringify({ clientSecret, card: GOOD_CARD }),
  });
  expect(confirmed.status).toBe(200);
  return ((await confirmed.json()) as { paymentIntent: { id: string } }).paymentIntent.id;
}

/** Follows the shopper's orders as their open page does; `seen(predicate)` resolves once a list holds. */
function follow(ports: Awaited<ReturnType<typeof shopper>>) {
  let latest: Order[] = [];
  const waiting = new Set<() => void>();
  const stop = ports.orders.watchOrders(
    ports.user.uid,
    (orders) => {
      latest = orders;
      waiting.forEach((check) => check());
    },
    (error) => {
      throw error;
    },
  );
  const seen = (predicate: (orders: Order[]) => boolean) =>
    new Promise<Order[]>((resolve) => {
      const check = () => predicate(latest) && (waiting.delete(check), resolve(latest));
      waiting.add(check);
      check();
    });
  return { seen, stop };
}

describe('an order’s life on the cloud’s order of record', () => {
  it('reaches the shopper’s open page as the staff take each step, and a late write never takes it back', async () => {
    const ada = await shopper();
    const id = await pay(ada.authorization);
    const page = follow(ada);
    try {
      await page.seen((orders) => orders.length === 1);
      await steps.take(id, [{ kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }], clerk);
      const [shipped] = await page.seen((orders) => orders[0]?.status === 'shipped');
      expect(shipped!.timeline).toEqual([
        { kind: 'shipped', at: expect.any(Number), carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
      ]);
      const beforeDelivery = (await steps.history(id))!;
      await steps.take(id, [{ kind: 'note', text: 'Left with the neighbour' }], clerk);
      await steps.take(id, [{ kind: 'delivered' }], clerk);
      await page.seen((orders) => orders[0]?.status === 'delivered');

      // an instance that read the order before the delivery writes it late: nothing goes back
      await firestoreOrderRecords(admin.firestore).write((await ledger.byId(id))!, beforeDelivery);
      const stored = (await admin.firestore.doc(`users/${ada.user.uid}/orders/${id}`).get()).data()!;
      expect(stored).toMatchObject({ status: 'delivered', lifeSteps: 3 });
      expect(stored.timeline.map((event: { kind: string }) => event.kind)).toEqual(['shipped', 'delivered']);
      // the staff's note is theirs: never on the shopper's record
      expect(JSON.stringify(stored)).not.toContain('neighbour');
    } finally {
      page.stop();
    }
  });

  it('lets the shopper cancel an unshipped order by their ID token, and their open page shows it refunded', async () => {
    const ada = await shopper();
    const bob = await shopper();
    const id = await pay(ada.authorization);
    const page = follow(ada);
    try {
      await page.seen((orders) => orders.length === 1);
      // another shopper's cancel finds no such order, and changes nothing
      expect(await bob.cancel(id)).toEqual({ code: 404, error: 'No such order.' });
      expect((await ada.cancel(id)).code).toBe(200);
      const [cancelled] = await page.seen((orders) => orders[0]?.status === 'cancelled');
      expect(cancelled!.timeline).toEqual([
        { kind: 'cancelled', at: expect.any(Number) },
        { kind: 'refunded', at: expect.any(Number), amountCents: 9100 },
      ]);
      expect(await ada.cancel(id)).toEqual({ code: 409, error: expect.stringContaining('cancelled') });
    } finally {
      page.stop();
    }
  });
});
