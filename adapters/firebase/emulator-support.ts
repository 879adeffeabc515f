// Shared by the *.emulator.test.ts files: Firebase apps wired to the emulators started by
// tools/emulators/global-setup.ts (the hosts arrive through vitest's inject()).
import { deleteApp, getApps } from 'firebase/app';
import { inMemoryPersistence } from 'firebase/auth';
import { inject } from 'vitest';
import type { ShopperCredentials } from '../../ports/auth-port';
import type { Order, User } from '../../ports/entities';
import { ordersOnFirstUse } from '../../ports/on-first-use';
import { connectFirebaseAdmin } from '../../server/cloud/firebase-admin';
import { verifiedShoppers } from '../../server/identity/shoppers';
import { createFirebasePorts } from './firebase-ports';

export const PROJECT_ID = 'demo-shop';

export function emulatorHosts() {
  return { auth: inject('authEmulatorHost'), firestore: inject('firestoreEmulatorHost') };
}

let counter = 0;

/**
 * Ports on a brand-new Firebase app (own session, own Firestore client) talking to the emulators;
 * Firestore connects on first use of orders, as in the cloud configuration.
 */
export function freshFirebasePorts() {
  const hosts = emulatorHosts();
  counter += 1;
  const { auth, connectOrders } = createFirebasePorts(
    {
      apiKey: 'demo-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      appId: 'demo-app',
      authEmulatorHost: hosts.auth,
      firestoreEmulatorHost: hosts.firestore,
    },
    { appName: `emulator-test-${process.pid}-${counter}`, persistence: inMemoryPersistence },
  );
  return { auth, orders: ordersOnFirstUse(connectOrders) };
}

/**
 * A shopper signed up (`prefix`-…@example.com) in a browser of their own, and the Authorization
 * header their browser sends the shop's server.
 */
export async function signedUpShopper(prefix: string) {
  const ports = freshFirebasePorts();
  const user = await ports.auth.signUp(
    `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    'secret-pass',
  );
  const credentials = await ports.auth.credentials();
  if (credentials?.kind !== 'id-token') throw new Error('Firebase gives ID tokens');
  return { ...ports, user, authorization: { Authorization: `Bearer ${credentials.token}` } };
}

/** Closes every Firebase app this file opened (their Firestore streams keep the worker busy otherwise). */
export async function deleteAllApps() {
  await Promise.all(getApps().map((app) => deleteApp(app)));
}

/** The payment server's side of the emulators: the Admin SDK, as `npm start` connects it. */
export function emulatorAdmin() {
  const hosts = emulatorHosts();
  return connectFirebaseAdmin({ projectId: PROJECT_ID, authEmulatorHost: hosts.auth, firestoreEmulatorHost: hosts.firestore });
}

/** The user a port's credentials name, as the payment server reads them: a token it verifies. */
/** What the payment server writes once a payment succeeds: the record the rules check a save against. */
export async function recordPaidPayment(admin: ReturnType<typeof emulatorAdmin>, uid: string, order: Order) {
  await admin.firestore.doc(`payments/${order.id}`).set({
    uid,
    email: `${uid}@example.com`,
    amount: order.amount,
    created: order.created,
    status: 'succeeded',
    lineCount: order.basket.length,
  });
}

export async function userOfToken(admin: ReturnType<typeof emulatorAdmin>, credentials: ShopperCredentials): Promise<User> {
  if (credentials.kind !== 'id-token') throw new Error('Firebase gives ID tokens');
  const shopper = await verifiedShoppers(admin.verifyIdToken)(new Headers({ Authorization: `Bearer ${credentials.token}` }));
  if (!shopper) throw new Error('the payment server refused the token');
  return shopper;
}

export async function setEmailPrivacy(enabled: boolean) {
  const response = await fetch(`http://${emulatorHosts().auth}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!response.ok) throw new Error(`The Auth emulator refused the privacy setting: ${response.status} ${await response.text()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firestoreEmulatorHost: string;
    firebaseProjectId: string;
  }
}
