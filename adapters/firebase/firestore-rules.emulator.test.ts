// @vitest-environment node
// firestore.rules on the real Firestore emulator: who may read and write which order, and what an
// order must look like.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { orderLine } from '../../test-doubles/contracts/orders-contract';
import { emulatorHosts, PROJECT_ID } from './emulator-support';
import { parseEmulatorHost } from './emulator-host';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const alice = `alice-${run}`;
const bob = `bob-${run}`;
let count = 0;
const newId = () => `pi_${run}_${++count}`;

const line = orderLine;
const order = { basket: [line], amount: 2500, created: 1_700_000_000 };

let env: RulesTestEnvironment;

const clients = new Map<string | null, ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>>();
/** One Firestore client per identity (null: not signed in), reused across the tests. */
function firestoreOf(uid: string | null) {
  let client = clients.get(uid);
  if (!client) {
    client = (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore();
    clients.set(uid, client);
  }
  return client;
}
const orderDoc = (uid: string | null, shopper: string, id: string) => firestoreOf(uid).doc(`users/${shopper}/orders/${id}`);

/** What the payment server records once a payment succeeds (the Admin SDK passes the rules). */
async function paid(
  shopper: string,
  id = newId(),
  recorded: Partial<{ amount: number; created: number; lineCount: number; status: string }> = {},
) {
  await env.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(`payments/${id}`)
      .set({
        uid: shopper,
        email: `${shopper}@example.com`,
        amount: order.amount,
        created: order.created,
        status: 'succeeded',
        lineCount: order.basket.length,
        lines: [{ id: line.id, title: line.title, unitPriceCents: 1250, amount: line.amount }],
        ...recorded,
      });
  });
  return id;
}

/** An order written with the rules off, as if it had been saved earlier. */
async function seed(shopper: string, data: object = order) {
  const id = await paid(shopper);
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`users/${shopper}/orders/${id}`).set(data);
  });
  return id;
}

beforeAll(async () => {
  // every refusal below would otherwise be logged as a warning
  setLogLevel('silent');
  const { host, port } = parseEmulatorHost(emulatorHosts().firestore, 8080);
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port, rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8') },
  });
});

afterAll(() => env?.cleanup());

describe('firestore.rules: who', () => {
  it('lets a user create and read their own order, for a payment the server recorded as theirs', async () => {
    const id = await paid(alice);
    await assertSucceeds(orderDoc(alice, alice, id).set(order));
    await assertSucceeds(orderDoc(alice, alice, id).get());
  });

  it("lets a user list their own orders, newest first, but not another user's", async () => {
    await seed(alice);
    await assertSucceeds(firestoreOf(alice).collection(`users/${alice}/orders`).orderBy('created', 'desc').get());
    await assertFails(firestoreOf(bob).collection(`users/${alice}/orders`).orderBy('created', 'desc').get());
  });

  it("refuses to read another user's order", async () => {
    const id = await seed(alice);
    await assertFails(orderDoc(bob, alice, id).get());
  });

  it("refuses to create an order under another user's id", async () => {
    await assertFails(orderDoc(bob, alice, await paid(alice)).set(order));
  });

  it('refuses a visitor who is not signed in', async () => {
    const id = await seed(alice);
    await assertFails(orderDoc(null, alice, id).get());
    await assertFails(orderDoc(null, alice, await paid(alice)).set(order));
    await assertFails(firestoreOf(null).collection(`users/${alice}/orders`).get());
  });

  it('refuses any change to a saved order, by its shopper too', async () => {
    const id = await seed(alice);
    await assertFails(orderDoc(alice, alice, id).update({ amount: 1 }));
    await assertFails(orderDoc(alice, alice, id).set({ ...order, created: 1_800_000_000 }));
    await assertFails(orderDoc(alice, alice, id).set({ ...order, basket: [line, line] }));
    await assertFails(orderDoc(bob, alice, id).set(order));
  });

  it('lets the shopper write the very same order again (a retried save)', async () => {
    const id = await paid(alice);
    await assertSucceeds(orderDoc(alice, alice, id).set(order));
    await assertSucceeds(orderDoc(alice, alice, id).set(order));
  });

  it('refuses to delete an order, by its shopper too', async () => {
    const id = await seed(alice);
    await assertFails(orderDoc(alice, alice, id).delete());
    await assertFails(orderDoc(bob, alice, id).delete());
  });

  it('closes every other path', async () => {
    await assertFails(firestoreOf(alice).doc(`users/${alice}`).set({ name: 'Alice' }));
    await assertFails(firestoreOf(alice).doc(`users/${alice}`).get());
    await assertFails(firestoreOf(alice).doc(`products/1`).get());
    await assertFails(firestoreOf(alice).doc(`users/${alice}/orders/${newId()}/lines/1`).set({ a: 1 }));
    await assertFails(firestoreOf(alice).collectionGroup('orders').get());
  });
});

describe('firestore.rules: what an order looks like', () => {
  const { amount: _amount, ...withoutAmount } = order;
  const { created: _created, ...withoutCreated } = order;
  const { basket: _basket, ...withoutBasket } = order;
  const refused: [string, object][] = [
    ['amount missing', withoutAmount],
    ['created missing', withoutCreated],
    ['basket missing', withoutBasket],
    ['amount 0', { ...order, amount: 0 }],
    ['amount negative', { ...order, amount: -100 }],
    ['amount 12.5', { ...order, amount: 12.5 }],
    ["amount '100'", { ...order, amount: '100' }],
    ["created 'yesterday'", { ...order, created: 'yesterday' }],
    ['basket []', { ...order, basket: [] }],
    ["basket 'x'", { ...order, basket: 'x' }],
    ['basket of strings', { ...order, basket: ['x'] }],
    ['a basket ending in a non-line', { ...order, basket: [line, 7] }],
    ['an extra field', { ...order, paid: true }],
    ['an empty document', {}],
  ];

  it.each(refused)('refuses an order with %s', async (_name, data) => {
    await assertFails(orderDoc(alice, alice, await paid(alice)).set(data));
  });

  it('accepts several lines when the payment had as many, and a fractional created time as recorded', async () => {
    const id = await paid(alice, newId(), { created: 1_700_000_000.5, lineCount: 2 });
    await assertSucceeds(
      orderDoc(alice, alice, id).set({ ...order, created: 1_700_000_000.5, basket: [line, { ...line, id: 2 }] }),
    );
  });
});

describe('firestore.rules: no order without a payment the server recorded (ADR-008)', () => {
  const laptop = { ...line, id: 1, title: 'Laptop', price: 849.99, amount: 100 };

  it('refuses an order for a payment that never happened: amount 1 for 100 laptops', async () => {
    await assertFails(
      orderDoc(alice, alice, `pi_never_paid_${run}`).set({ basket: [laptop], amount: 1, created: order.created }),
    );
  });

  it('refuses an amount other than the one paid', async () => {
    await assertFails(orderDoc(alice, alice, await paid(alice)).set({ ...order, amount: 1 }));
    await assertFails(orderDoc(alice, alice, await paid(alice)).set({ ...order, amount: order.amount * 100 }));
  });

  it('refuses junk lines, and a list of another length than the payment', async () => {
    for (const basket of [
      ['junk'],
      [{}],
      [{ id: 'one', title: 'x', price: 1, amount: 1 }],
      [{ ...line, amount: 0 }],
      [line, line],
    ]) {
      await assertFails(orderDoc(alice, alice, await paid(alice)).set({ ...order, basket }));
    }
  });

  it('refuses a 1,000-line order', async () => {
    const basket = Array.from({ length: 1000 }, (_, index) => ({ ...line, id: index + 1 }));
    await assertFails(orderDoc(alice, alice, await paid(alice)).set({ ...order, basket }));
  });

  it('refuses a negative or made-up created time', async () => {
    await assertFails(orderDoc(alice, alice, await paid(alice)).set({ ...order, created: -1 }));
    await assertFails(orderDoc(alice, alice, await paid(alice)).set({ ...order, created: order.created + 1 }));
  });

  it("refuses an order filed under another shopper's payment", async () => {
    const bobs = await paid(bob);
    await assertFails(orderDoc(alice, alice, bobs).set(order));
  });

  it('refuses an order for a payment that has not succeeded', async () => {
    await assertFails(orderDoc(alice, alice, await paid(alice, newId(), { status: 'requires_payment' })).set(order));
  });

  it('keeps payments to the server: no shopper reads or writes them', async () => {
    const id = await paid(alice);
    await assertFails(firestoreOf(alice).doc(`payments/${id}`).get());
    await assertFails(
      firestoreOf(alice).doc(`payments/${newId()}`).set({ uid: alice, amount: 1, created: 1, status: 'succeeded', lineCount: 1 }),
    );
    await assertFails(firestoreOf(alice).doc(`payments/${id}`).update({ amount: 1 }));
    await assertFails(firestoreOf(alice).collection('payments').get());
  });
});

describe('firestore.rules: an order’s life (ADR-051), written by the server', () => {
  const life = {
    status: 'shipped',
    timeline: [{ kind: 'shipped', at: 1_700_000_100, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }],
    lifeSteps: 1,
  };

  it('is read by its shopper only', async () => {
    const id = await seed(alice, { ...order, ...life });
    await assertSucceeds(orderDoc(alice, alice, id).get());
    await assertFails(orderDoc(bob, alice, id).get());
    await assertFails(orderDoc(null, alice, id).get());
  });

  it('is never written by the shopper: not on a new order, not changed, not dropped', async () => {
    await assertFails(orderDoc(alice, alice, await paid(alice)).set({ ...order, status: 'cancelled' }));
    const unshipped = await seed(alice);
    await assertFails(orderDoc(alice, alice, unshipped).update({ status: 'cancelled' }));
    await assertFails(orderDoc(alice, alice, unshipped).update({ timeline: [{ kind: 'cancelled', at: 1_700_000_200 }] }));
    const shipped = await seed(alice, { ...order, ...life });
    await assertFails(orderDoc(alice, alice, shipped).update({ status: 'refunded' }));
    await assertFails(orderDoc(alice, alice, shipped).update({ lifeSteps: 9 }));
    await assertFails(orderDoc(alice, alice, shipped).set(order));
  });

  it('leaves the shopper adding where the order goes to an order the server moved on', async () => {
    const id = await seed(alice, { ...order, ...life });
    await assertSucceeds(
      orderDoc(alice, alice, id).update({
        delivery: { street: '1 Main St', city: 'Springfield', postcode: '12345', country: 'US' },
      }),
    );
  });
});
