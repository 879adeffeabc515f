import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  type Firestore,
} from 'firebase/firestore';
import type { BasketLine, Order } from '../../ports/entities';
import { OrdersError } from '../../ports/errors';
import type { OrdersPort } from '../../ports/orders-port';

export interface FirestoreOrdersOptions {
  /**
   * How long a save may wait for the server's acknowledgement before it is reported as failed.
   * A save needs the server (it reads the order first); saving the same order again is harmless.
   */
  saveTimeoutMs?: number;
}

const ordersOf = (db: Firestore, uid: string) => collection(db, 'users', uid, 'orders');

/** The SDK's message with its code ('permission-denied', 'unavailable', ...) when it has one. */
function messageOf(error: unknown) {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const text = error.message.trim();
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  if (!Number.isFinite(ms) || ms <= 0) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the order store within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function toOrder(id: string, data: Record<string, unknown>): Order {
  return {
    id,
    basket: Array.isArray(data.basket) ? (data.basket as BasketLine[]) : [],
    amount: typeof data.amount === 'number' ? data.amount : 0,
    created: typeof data.created === 'number' ? data.created : 0,
  };
}

/**
 * OrdersPort on Firestore: users/{uid}/orders/{paymentIntentId} with basket, amount and created.
 * firestore.rules accept an order only for a payment the server recorded, and never change it.
 */
export function createFirestoreOrders(db: Firestore, options: FirestoreOrdersOptions = {}): OrdersPort {
  const saveTimeoutMs = options.saveTimeoutMs ?? 20_000;
  return {
    async saveOrder(uid, order) {
      try {
        const target = doc(ordersOf(db, uid), order.id);
        // the server writes the order of record as soon as the payment succeeds (ADR-008):
        // when it is there already it stands, and this save has nothing left to do
        const written = runTransaction(db, async (transaction) => {
          if ((await transaction.get(target)).exists()) return;
          transaction.set(target, { basket: order.basket, amount: order.amount, created: order.created });
        });
        await withTimeout(written, saveTimeoutMs);
      } catch (error) {
        throw new OrdersError(`Could not save the order: ${messageOf(error)}`, { cause: error });
      }
    },
    watchOrders(uid, onOrders, onError) {
      let active = true;
      const stop = onSnapshot(
        query(ordersOf(db, uid), orderBy('created', 'desc')),
        (snapshot) => {
          if (active) onOrders(snapshot.docs.map((document) => toOrder(document.id, document.data())));
        },
        (error) => {
          if (active) onError(new OrdersError(`Could not read the orders: ${messageOf(error)}`, { cause: error }));
        },
      );
      return () => {
        active = false;
        stop();
      };
    },
    prepare() {
      // the SDK opens its connection with the first query and offers no way to open it sooner;
      // the download it needs is started by orders-on-first-use.ts
    },
  };
}

/**
 * Orders on the app's Firestore, on the emulator at `emulator` when given. The app's own session
 * (Firebase Auth) signs every read and write, which firestore.rules check.
 */
export function connectFirestoreOrders(
  app: FirebaseApp,
  emulator: { host: string; port: number } | undefined,
  options: FirestoreOrdersOptions = {},
): OrdersPort {
  const db = getFirestore(app);
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return createFirestoreOrders(db, options);
}
