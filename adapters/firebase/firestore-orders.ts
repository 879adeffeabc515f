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
import type { Order } from '../../ports/entities';
import { OrdersError } from '../../ports/errors';
import type { OrdersPort } from '../../ports/orders-port';
import { toOrder } from '../../ports/order-shape';

export interface FirestoreOrdersOptions {
  /**
   * How long a save may wait for the server's acknowledgement before it is reported as failed.
   * A save needs the server (it reads the order first); saving the same order again is harmless.
   */
  saveTimeoutMs?: number;
}

const ordersOf = (firestore: Firestore, uid: string) => collection(firestore, 'users', uid, 'orders');

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

/** What the shopper's browser knows of an order and the payment server does not (ADR-021). */
function followUpOf(order: Order): Partial<Pick<Order, 'delivery' | 'cardLast4'>> {
  return {
    ...(order.delivery && { delivery: order.delivery }),
    ...(order.cardLast4 && { cardLast4: order.cardLast4 }),
  };
}

/**
 * OrdersPort on Firestore: users/{uid}/orders/{paymentIntentId} with basket, amount and created,
 * and where known the delivery address, the card's last four and a status (ADR-021).
 * firestore.rules accept an order only for a payment the server recorded, and never change it.
 */
export function createFirestoreOrders(firestore: Firestore, options: FirestoreOrdersOptions = {}): OrdersPort {
  const saveTimeoutMs = options.saveTimeoutMs ?? 20_000;
  return {
    async saveOrder(uid, order) {
      try {
        const target = doc(ordersOf(firestore, uid), order.id);
        // the server writes the order of record as soon as the payment succeeds (ADR-008):
        // when it is there already it stands, and this save only adds where it goes and the
        // card's last four, which the server does not know (ADR-021), once
        const written = runTransaction(firestore, async (transaction) => {
          const existing = await transaction.get(target);
          const followUp = followUpOf(order);
          if (!existing.exists()) {
            transaction.set(target, { basket: order.basket, amount: order.amount, created: order.created, ...followUp });
            return;
          }
          const stored = existing.data();
          const missing = Object.entries(followUp).filter(([field]) => !(field in stored));
          if (missing.length > 0) transaction.update(target, Object.fromEntries(missing));
        });
        await withTimeout(written, saveTimeoutMs);
      } catch (error) {
        throw new OrdersError(`Could not save the order: ${messageOf(error)}`, { cause: error });
      }
    },
    watchOrders(uid, onOrders, onError) {
      let active = true;
      const stop = onSnapshot(
        query(ordersOf(firestore, uid), orderBy('created', 'desc')),
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
      // the download it needs is started by ports/on-first-use.ts
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
  const firestore = getFirestore(app);
  if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
  return createFirestoreOrders(firestore, options);
}
