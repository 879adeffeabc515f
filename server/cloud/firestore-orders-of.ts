import type { Firestore } from 'firebase-admin/firestore';
import type { Order } from '../../ports/entities';
import { toOrder } from '../../ports/order-shape';

/**
 * A shopper's orders as the cloud configuration keeps them (`users/{uid}/orders`), newest first,
 * read with the Admin SDK for a signed-in page the server draws (ADR-036): the same documents, in
 * the same order and shape, as the shopper's browser reads under the security rules.
 */
export function firestoreOrdersOf(firestore: Firestore): (uid: string) => Promise<Order[]> {
  return async (uid) => {
    const snapshot = await firestore.collection(`users/${uid}/orders`).orderBy('created', 'desc').get();
    return snapshot.docs.map((doc) => toOrder(doc.id, doc.data()));
  };
}
