import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { AuthPort } from '../../ports/auth-port';
import type { OrdersPort } from '../../ports/orders-port';
import { connectEmulator, createFirebaseAuth } from './firebase-auth';
import { createFirestoreOrders } from './firestore-orders';

export interface FirebaseSettings extends FirebaseOptions {
  authEmulatorHost?: string;
  firestoreEmulatorHost?: string;
}

/** Accounts on Firebase Auth and orders on Firestore, from the web config (and emulators if set). */
export function createFirebasePorts(settings: FirebaseSettings, appName?: string): { auth: AuthPort; orders: OrdersPort } {
  const { authEmulatorHost, firestoreEmulatorHost, ...options } = settings;
  const app = initializeApp(options, appName);
  const auth = getAuth(app);
  connectEmulator(auth, authEmulatorHost);
  const db = getFirestore(app);
  if (firestoreEmulatorHost) {
    const [host, port] = firestoreEmulatorHost.replace(/^https?:\/\//, '').split(':');
    connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));
  }
  return { auth: createFirebaseAuth(auth), orders: createFirestoreOrders(db) };
}
