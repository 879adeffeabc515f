import { collection, doc, onSnapshot, orderBy, query, setDoc, type Firestore } from 'firebase/firestore';
import type { BasketLine, Order } from '../../ports/entities';
import { OrdersError } from '../../ports/errors';
import type { OrdersPort } from '../../ports/orders-port';

const ordersOf = (db: Firestore, uid: string) => collection(db, 'users', uid, 'orders');

/** OrdersPort on Firestore: users/{uid}/orders/{paymentIntentId} with basket, amount and created. */
export function createFirestoreOrders(db: Firestore): OrdersPort {
  return {
    async saveOrder(uid, order) {
      try {
        await setDoc(doc(ordersOf(db, uid), order.id), { basket: order.basket, amount: order.amount, created: order.created });
      } catch (error) {
        throw new OrdersError(`Could not save the order: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    watchOrders(uid, onOrders, onError) {
      return onSnapshot(
        query(ordersOf(db, uid), orderBy('created', 'desc')),
        (snapshot) =>
          onOrders(
            snapshot.docs.map((document) => {
              const data = document.data() as { basket: BasketLine[]; amount: number; created: number };
              const order: Order = { id: document.id, basket: data.basket, amount: data.amount, created: data.created };
              return order;
            }),
          ),
        (error) => onError(new OrdersError(error.message)),
      );
    },
  };
}
