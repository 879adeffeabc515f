import type { Firestore } from 'firebase-admin/firestore';
import { orderOf, type OrderRecords } from '../fulfilment/order-records';

/**
 * Orders of record in Firestore, written with the Admin SDK (the security rules do not apply to it):
 * `payments/{intentId}` says what was paid and by whom, and `users/{uid}/orders/{intentId}` is
 * created beside it in the same transaction unless the browser saved it first. An order's life
 * (ADR-051) is written onto it as its state and timeline, with `lifeSteps`, how many of its steps
 * they are of: a history no longer than the one written already changes nothing.
 */
export function firestoreOrderRecords(firestore: Firestore): OrderRecords {
  return {
    async write(payment, history) {
      const order = firestore.doc(`users/${payment.shopper.uid}/orders/${payment.intentId}`);
      const record = firestore.doc(`payments/${payment.intentId}`);
      const lifeSteps = history?.steps.length ?? 0;
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
        const { status, timeline, ...paid } = orderOf(payment, history);
        const life = { ...(status && { status }), ...(timeline && { timeline }), ...(lifeSteps > 0 && { lifeSteps }) };
        if (!existing.exists) transaction.create(order, { ...paid, ...life });
        else if (lifeSteps > Number(existing.get('lifeSteps') ?? 0)) transaction.update(order, life);
      });
    },
  };
}
