import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { browserLocalPersistence, indexedDBLocalPersistence, initializeAuth, type Persistence } from 'firebase/auth';
import type { OrdersPort } from '../../ports/orders-port';
import type { UserCache } from './cached-user';
import { parseEmulatorHost } from './emulator-host';
import { connectEmulator, createFirebaseAuth, type FirebaseAuthPort } from './firebase-auth';
import type { FirestoreOrdersOptions } from './firestore-orders';

export interface FirebaseSettings extends FirebaseOptions {
  /** 'host:port' or a URL of the Auth emulator */
  authEmulatorHost?: string;
  /** 'host:port' or a URL of the Firestore emulator */
  firestoreEmulatorHost?: string;
}

export interface FirebasePortsOptions extends FirestoreOrdersOptions {
  /** a name for the Firebase app; several apps can live side by side (tests) */
  appName?: string;
  /**
   * Where the session is kept. Default: IndexedDB, then localStorage (a session survives a
   * reload). Tests in Node pass inMemoryPersistence.
   */
  persistence?: Persistence | Persistence[];
  /** where the signed-in user is kept for the next page load to draw from (ADR-024) */
  userCache?: UserCache;
}

/**
 * Accounts on Firebase Auth and orders on Firestore, from the web config (and emulators if set).
 * Auth starts at once (the header greets the shopper); Firestore, its own chunk, loads and connects
 * when `connectOrders` is called, which the caller does once, on first use of orders (ADR-015):
 * keeping the port it gives is the caller's.
 */
export function createFirebasePorts(
  settings: FirebaseSettings,
  options: FirebasePortsOptions | string = {},
): { auth: FirebaseAuthPort; connectOrders: () => Promise<OrdersPort> } {
  const { appName, persistence, userCache, ...ordersOptions } = typeof options === 'string' ? { appName: options } : options;
  const { authEmulatorHost, firestoreEmulatorHost, ...firebaseOptions } = settings;
  const app = initializeApp(firebaseOptions, appName);
  // initializeAuth instead of getAuth: no popup/redirect machinery (e-mail and password only),
  // which keeps the download smaller and loads nothing from the auth domain
  const auth = initializeAuth(app, { persistence: persistence ?? [indexedDBLocalPersistence, browserLocalPersistence] });
  connectEmulator(auth, authEmulatorHost);
  const emulator = firestoreEmulatorHost ? parseEmulatorHost(firestoreEmulatorHost, 8080) : undefined;
  const connectOrders = async () => (await import('./firestore-orders')).connectFirestoreOrders(app, emulator, ordersOptions);
  return { auth: createFirebaseAuth(auth, userCache), connectOrders };
}
