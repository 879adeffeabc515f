// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryOrderLife } from '../../test-doubles/memory-order-life';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import type { LedgerPayment } from '../ledger/payments-ledger';
import { silentLogger } from '../log/log';
import { newPayment } from '../test-support/ledger-contract';
import { createMemoryMailer } from '../test-support/memory-mailer';
import { createMemoryOrderRecords } from '../test-support/memory-order-records';
import { createOrderSteps, STEP_MAIL_CLAIM_S } from './order-steps';

const clerk = { id: 'staff-1', email: 'clerk@example.com' };
const product = builtInCatalogEntries()[0]!.product;
const SITE = 'https://shop.example';

/** Two instances of the shop over one store of steps, one ledger and one mail server, on one clock. */
function twoInstances() {
  const { life, paid } = createMemoryOrderLife();
  const mail = createMemoryMailer();
  // the cloud's orders of record, which the shopper's page follows
  const records = createMemoryOrderRecords();
  const payments = new Map<string, LedgerPayment>();
  let clock = 1_790_000_000;
  const instance = () =>
    createOrderSteps({
      life,
      processor: { refund: async () => undefined },
      orders: { byId: async (id) => payments.get(id) ?? null },
      mail: { mailer: mail.mailer, siteUrl: SITE },
      records: records.orderRecords,
      logger: silentLogger,
      now: () => clock,
    });
  const order = (id: string) => {
    payments.set(id, {
      ...newPayment({
        intentId: id,
        shopper: { uid: 'ann', email: 'ann@example.com' },
        lines: [{ product, unitPriceCents: 4550, amount: 2 }],
        amount: 9100,
      }),
      status: 'succeeded',
      updated: clock,
      fulfilled: null,
      delivery: null,
      cardLast4: null,
      refundDue: null,
      refunded: null,
    });
    paid(id, 9100);
    return id;
  };
  return {
    one: instance(),
    other: instance(),
    mail,
    records,
    life,
    order,
    advance: (seconds: number) => void (clock += seconds),
  };
}

describe('the mail of each step the shopper is told of (ADR-051)', () => {
  it('tells the shopper once of each step, in plain words with the order’s link; a cancel’s refund in the cancel’s message, a note never', async () => {
    const { one, mail, order } = twoInstances();
    const shipped = order('pi_mail_1');
    await one.take(shipped, [{ kind: 'note', text: 'Fragile' }], clerk);
    await one.take(shipped, [{ kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }], clerk);
    await one.take(shipped, [{ kind: 'refunded', amountCents: 1000, reason: 'Late' }], clerk);
    await one.take(shipped, [{ kind: 'delivered' }], clerk);
    const cancelled = order('pi_mail_2');
    await one.cancel(cancelled, 'Asked', { id: 'ann', email: 'ann@example.com' });

    expect(mail.messages.map((message) => [message.to, message.subject])).toEqual([
      ['ann@example.com', 'Your order pi_mail_1 has shipped'],
      ['ann@example.com', '$10.00 refunded on your order pi_mail_1'],
      ['ann@example.com', 'Your order pi_mail_1 was delivered'],
      ['ann@example.com', 'Your order pi_mail_2 is cancelled'],
    ]);
    const [shippedMail, , , cancelMail] = mail.messages;
    expect(shippedMail!.text).toContain('Tracking number: 1Z999AA10123456784.');
    expect(shippedMail!.text).toContain('Track your package: https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(shippedMail!.text).toContain(`See your order: ${SITE}/Orders/pi_mail_1`);
    expect(shippedMail!.messageId).toBe('<shipped-2.pi_mail_1@shop.example>');
    expect(cancelMail!.text).toContain('$91.00 goes back to your card.');
  });

  it('sends a mail the mail server could not take once its claim lapses, once, whichever instance looks', async () => {
    const { one, other, mail, order, advance } = twoInstances();
    const id = order('pi_mail_3');
    mail.fail(true);
    await one.take(id, [{ kind: 'shipped', carrier: 'DHL', trackingNumber: '42' }], clerk);
    expect(mail.messages).toEqual([]);
    mail.fail(false);
    // still claimed by the instance that failed: nobody sends it yet
    await Promise.all([one.sendWhatIsDue(), other.sendWhatIsDue()]);
    expect(mail.messages).toEqual([]);
    advance(STEP_MAIL_CLAIM_S + 1);
    await Promise.all([one.sendWhatIsDue(), other.sendWhatIsDue()]);
    await Promise.all([one.sendWhatIsDue(), other.sendWhatIsDue()]);
    expect(mail.messages.map((message) => message.subject)).toEqual(['Your order pi_mail_3 has shipped']);
  });
});

describe('the order of record kept elsewhere (the cloud’s), which the shopper’s page follows (ADR-051)', () => {
  it('carries the state and timeline of each step by the time the step is answered', async () => {
    const { one, records, order } = twoInstances();
    const id = order('pi_record_1');
    await one.take(id, [{ kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }], clerk);
    expect(records.orders.get(id)?.order).toMatchObject({
      status: 'shipped',
      timeline: [{ kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }],
    });
    await one.take(id, [{ kind: 'refunded', amountCents: 9100, reason: 'Broken' }], clerk);
    expect(records.orders.get(id)?.order).toMatchObject({
      status: 'refunded',
      timeline: [{ kind: 'shipped' }, { kind: 'refunded', amountCents: 9100 }],
    });
    // the staff's notes and reasons never reach the shopper's record
    expect(JSON.stringify(records.orders.get(id))).not.toContain('Broken');
  });

  it('writes a record its store refused again in the minute’s round, once, and never takes one back', async () => {
    const { one, other, records, life, order } = twoInstances();
    const id = order('pi_record_2');
    records.switches.failWith = new Error('unavailable: the store is down');
    await one.cancel(id, 'Asked', { id: 'ann', email: 'ann@example.com' });
    expect(records.orders.get(id)).toBeUndefined();
    // the step stands; the shopper's record follows once its store is back
    expect(await life.recordsDue(10)).toEqual([id]);
    records.switches.failWith = null;
    await Promise.all([one.sendWhatIsDue(), other.sendWhatIsDue()]);
    expect(records.orders.get(id)?.order).toMatchObject({
      status: 'cancelled',
      timeline: [{ kind: 'cancelled' }, { kind: 'refunded' }],
    });
    expect(await life.recordsDue(10)).toEqual([]);
    // a history read before the last step, written late by a slow instance, changes nothing
    const sent = order('pi_record_3');
    await one.take(sent, [{ kind: 'shipped', carrier: 'DHL', trackingNumber: '42' }], clerk);
    const shipped = (await life.history(sent))!;
    await one.take(sent, [{ kind: 'delivered' }], clerk);
    await records.orderRecords.write(
      records.written.find((payment) => payment.intentId === sent)!,
      shipped,
    );
    expect(records.orders.get(sent)?.order.status).toBe('delivered');
  });
});
