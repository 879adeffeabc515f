// @vitest-environment node
// ADR-024 on the real emulators: the light first read of orders over Firestore's REST API, signed
// with the ID token the Auth adapter caches, under the same firestore.rules as the SDK; and the
// cloud ports built on it (cached user, light read, then the SDK live) keep the OrdersPort contract.
import { inMemoryPersistence } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../ports/entities';
import { OrdersError } from '../../ports/errors';
import { makeOrder, ordersContract } from '../../test-doubles/contracts/orders-contract';
import { createCloudPorts } from './cloud-ports';
import {
  deleteAllApps,
  emulatorAdmin,
  recordPaidPayment,
  emulatorHosts,
  freshFirebasePorts,
  PROJECT_ID,
} from './emulator-support';
import { parseEmulatorHost } from './emulator-host';
import { createRestOrdersRead } from './firestore-rest-orders';

const email = () => `light-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

let admin: ReturnType<typeof emulatorAdmin>;
beforeAll(() => {
  setLogLevel('error');
  admin = emulatorAdmin();
});
afterAll(async () => {
  await deleteAllApps();
  await admin.close();
});

/** The order of record, as the payment server writes it with the Admin SDK. */
const written = (uid: string, order: Order) =>
  admin.firestore
    .doc(`users/${uid}/orders/${order.id}`)
    .set({ basket: order.basket, amount: order.amount, created: order.created });

const readOrders = () =>
  createRestOrdersRead({ projectId: PROJECT_ID, emulator: parseEmulatorHost(emulatorHosts().firestore, 8080) });

/** A signed-up user and their ID token, as the Auth SDK gives it. */
async function signedUp() {
  const { auth } = freshFirebasePorts();
  const user = await auth.signUp(email(), 'secret-pass');
  const credentials = await auth.credentials();
  if (credentials?.kind !== 'id-token') throw new Error('Firebase gives ID tokens');
  return { uid: user.uid, token: credentials.token };
}

/** localStorage's part, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let apps = 0;
/** Cloud ports on a new app with a new signed-up user, once the Auth adapter has cached its token. */
async function cloudFixture() {
  const storage = memoryStorage();
  const hosts = emulatorHosts();
  const { auth, orders } = createCloudPorts(
    {
      apiKey: 'demo-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      appId: 'demo-app',
      authEmulatorHost: hosts.auth,
      firestoreEmulatorHost: hosts.firestore,
    },
    {
      appName: `light-first-${process.pid}-${++apps}`,
      persistence: inMemoryPersistence,
      storage,
      whenStarted: Promise.resolve(),
      whenInteractive: Promise.resolve(),
    },
  );
  const user = await auth.signUp(email(), 'secret-pass');
  await vi.waitFor(() => expect([...storage.items.values()].join()).toContain(user.uid));
  return { auth, orders, uid: user.uid, storage };
}

ordersContract('cloud ports: light REST read, then the Firestore SDK live', async () => {
  const { orders, uid } = await cloudFixture();
  return { orders, uid, paid: (paidBy: string, order: Order) => recordPaidPayment(admin, paidBy, order) };
});

describe('the light read of orders over REST, under the security rules', () => {
  it("reads the shopper's own orders newest first, as the SDK would list them", async () => {
    const { uid, token } = await signedUp();
    const older = makeOrder(`pi_older_${uid}`, 1_700_000_000);
    const newer = makeOrder(`pi_newer_${uid}`, 1_800_000_000);
    await written(uid, older);
    await written(uid, newer);
    expect(await readOrders()(uid, token)).toEqual([newer, older]);
  });

  it("is refused another user's orders", async () => {
    const alice = await signedUp();
    const bob = await signedUp();
    await written(bob.uid, makeOrder(`pi_bob_${bob.uid}`, 1_700_000_000));
    const error = await readOrders()(bob.uid, alice.token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrdersError);
    expect((error as Error).message).toMatch(/403/);
  });

  it('is refused without a valid ID token', async () => {
    const { uid } = await signedUp();
    await expect(readOrders()(uid, 'not-a-token')).rejects.toBeInstanceOf(OrdersError);
  });

  it('the Auth adapter caches the signed-in user with a working ID token, and forgets it at sign-out', async () => {
    const { auth, storage, uid } = await cloudFixture();
    const [cached] = [...storage.items.values()].map((text) => JSON.parse(text) as { uid: string; idToken: string });
    expect(cached?.uid).toBe(uid);
    expect(await readOrders()(uid, cached!.idToken)).toEqual([]);
    await auth.signOut();
    expect(storage.items.size).toBe(0);
  });
});
