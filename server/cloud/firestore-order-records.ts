import type { Firestore } from 'firebase-admin/firestore';
import { orderOf, type OrderRecords } from '../fulfilment/order-records';

/**
 * Orders of record in Firestore, written with the Admin SDK (the security rules do not apply to it):
 * `payments/{intentId}` says what was paid and by whom, and `users/{uid}/orders/{intentId}` is
 * created beside it in the same transaction unless the browser saved it first.
 */
export function firestoreOrderRecords(firestore: Firestore): OrderRecords {
  return {
    async write(payment) {
      const order = firestore.doc(`users/${payment.shopper.uid}/orders/${payment.intentId}`);
      const record = firestore.doc(`payments/${payment.intentId}`);
      await firestore.runTransaction(async (transaction) => {
        const existing = await transaction.get(order);
        transaction.set(record, {
          uid: payment.shopper.uid,
          email: payment.shopper.email,
          amount: payment.amount,
          created: payment.created,
          status: 'succeeded',
          lineCount: payment.lines.length,
          lines: payment.lines.map((line) => ({
            id: line.product.id,
            title: line.product.title,
            unitPriceCents: line.unitPriceCents,
            amount: line.amount,
          })),
        });
        if (!existing.exists) transaction.create(order, orderOf(payment));
      });
    },
  };
}
