import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStepRefused } from '../../ports/order-life';
import { startPostgres, type LocalPostgres } from '../../tools/local-shop/engines';
import { openPostgresStore, type Store } from '../store/open-store';
import { createMemoryMailer } from '../test-support/memory-mailer';
import { orderStepsOn } from '../test-support/order-steps-on';
import { paidOrdersOn } from '../test-support/paid-orders';

// Issue 55's races at the level the back office meets them (ADR-051): two instances of the server on
// one PostgreSQL database, one mail server and one processor, each step sent to both at once.

let server: LocalPostgres;
beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => {
  server?.stop();
});

const clerk = { id: 'staff-1', email: 'clerk@example.com' };

/** Two instances over one new database, the processor's refunds by key, and the mail they send. */
async function twoInstances() {
  const url = await server.newDatabase();
  const stores: Store[] = [openPostgresStore(url), openPostgresStore(url)];
  const mail = createMemoryMailer();
  const refunds = new Map<string, number>();
  const processor = {
    async refund(_orderId: string, part?: { amountCents: number; key: string }) {
      if (part) refunds.set(part.key, part.amountCents);
    },
  };
  const [one, other] = stores.map((store) => orderStepsOn(store, processor, mail.mailer)) as [
    ReturnType<typeof orderStepsOn>,
    ReturnType<typeof orderStepsOn>,
  ];
  return {
    one,
    other,
    mail,
    refunds,
    paid: paidOrdersOn(stores[0]!),
    close: () => Promise.all(stores.map((store) => store.close())),
  };
}

/** The refusal among two answers, and how many were taken. */
function settle(answers: PromiseSettledResult<unknown>[]) {
  const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
  return { taken: answers.length - refused.length, refused: refused[0] };
}

describe('steps sent at once to two instances on PostgreSQL', () => {
  it('ship and cancel: one wins, the other is refused with the order’s state, and one e-mail goes out', async () => {
    const shop = await twoInstances();
    try {
      const orderId = await shop.paid(9100);
      const { taken, refused } = settle(
        await Promise.allSettled([
          shop.one.take(orderId, [{ kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }], clerk),
          shop.other.cancel(orderId, 'Shopper asked', clerk),
        ]),
      );
      expect(taken).toBe(1);
      expect(refused).toBeInstanceOf(OrderStepRefused);
      const state = (await shop.one.history(orderId))!.steps[0]!.kind;
      expect((refused as OrderStepRefused).state).toBe(state);
      expect(shop.mail.messages.map((message) => message.subject)).toEqual([
        state === 'shipped' ? `Your order ${orderId} has shipped` : `Your order ${orderId} is cancelled`,
      ]);
      // the winner's money, if any, went once
      expect([...shop.refunds.values()]).toEqual(state === 'cancelled' ? [9100] : []);
    } finally {
      await shop.close();
    }
  });

  it('two refunds of the whole order: one is recorded and sent to the processor, the other refused naming what is left', async () => {
    const shop = await twoInstances();
    try {
      const orderId = await shop.paid(9100);
      const whole = { kind: 'refunded' as const, amountCents: 9100, reason: 'Lost in the post' };
      const { taken, refused } = settle(
        await Promise.allSettled([shop.one.take(orderId, [whole], clerk), shop.other.take(orderId, [whole], clerk)]),
      );
      expect(taken).toBe(1);
      expect((refused as OrderStepRefused).message).toBe('The order is refunded in full: only a note can be added to it now.');
      expect((refused as OrderStepRefused).leftCents).toBe(0);
      expect([...shop.refunds]).toEqual([[`${orderId}:refund:1`, 9100]]);
      expect(shop.mail.messages.map((message) => message.subject)).toEqual([`$91.00 refunded on your order ${orderId}`]);
    } finally {
      await shop.close();
    }
  });
});
