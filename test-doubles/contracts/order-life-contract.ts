import { describe, expect, it } from 'vitest';
import { OrderStepRefused, cancelling, leftToRefund, stateOf, type OrderHistory, type OrderStep } from '../../ports/order-life';
import type { OrderLifePort, PendingRefund } from '../../ports/order-life-port';

const clerk = { id: 'staff-1', email: 'clerk@example.com' };
/** the product of every order the harness pays for: two of it, $91.00 */
const TOTE = 4;
const owner = { id: 'owner-1', email: 'owner@example.com' };
const shipped: OrderStep = { kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
const refund = (amountCents: number): OrderStep => ({ kind: 'refunded', amountCents, reason: 'Arrived scratched' });

export interface OrderLifeHarness {
  open(): Promise<{
    life: OrderLifePort;
    /** the same steps as another instance of the server sees them (the same store) */
    another(): OrderLifePort;
    /** a new paid order of `chargedCents`, for one line of two totes (product 4, $45.50 each): its id */
    paid(chargedCents: number): Promise<string>;
    /** the shop's counted stock of that product: set, and read (null: not counted) */
    tote: { count(onHand: number): Promise<void>; onHand(): Promise<number | null> };
    close(): Promise<void>;
  }>;
}

/** What a refusal says: its message, the state the order is in, what is left to refund. */
async function refusalOf(taking: Promise<unknown>) {
  const error = await taking.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OrderStepRefused);
  const { message, state, leftCents } = error as OrderStepRefused;
  return { message, state, leftCents };
}

const summary = (history: OrderHistory | null) =>
  history && { state: stateOf(history), left: leftToRefund(history), kinds: history.steps.map((step) => step.kind) };

/** What every OrderLifePort promises (ADR-051): the double, the SQL file and PostgreSQL. */
export function orderLifeContract(name: string, harness: OrderLifeHarness) {
  describe(`OrderLifePort contract: ${name}`, () => {
    it('knows no order that was not paid', async () => {
      const { life, close } = await harness.open();
      try {
        expect(await life.history('pi_unknown')).toBeNull();
        expect(await life.take('pi_unknown', [shipped], clerk)).toBeNull();
      } finally {
        await close();
      }
    });

    it('reads many orders’ histories at once, each as it reads alone, leaving out what was never paid', async () => {
      const { life, paid, close } = await harness.open();
      try {
        const first = await paid(3000);
        const second = await paid(9100);
        await life.take(first, [shipped], clerk);
        await life.take(second, [refund(100), { kind: 'note', text: 'Gift' }], owner);
        const read = await life.histories([second, 'pi_never_paid', first]);
        expect([...read.keys()].sort()).toEqual([first, second].sort());
        expect(read.get(first)).toEqual(await life.history(first));
        expect(read.get(second)).toEqual(await life.history(second));
        expect(await life.histories([])).toEqual(new Map());
      } finally {
        await close();
      }
    });

    it('ships, then delivers, each step kept with who took it and when', async () => {
      const { life, paid, close } = await harness.open();
      try {
        const orderId = await paid(4550);
        expect(summary(await life.history(orderId))).toEqual({ state: 'paid', left: 4550, kinds: [] });
        const before = Math.floor(Date.now() / 1000);
        await life.take(orderId, [shipped], clerk);
        const after = await life.take(orderId, [{ kind: 'delivered' }], clerk);
        expect(summary(after)).toEqual({ state: 'delivered', left: 4550, kinds: ['shipped', 'delivered'] });
        expect(after!.steps[0]).toMatchObject({ ...shipped, seq: 1, by: clerk });
        expect(after!.steps[0]!.at).toBeGreaterThanOrEqual(before - 1);
        expect(await life.history(orderId)).toEqual(after);
      } finally {
        await close();
      }
    });

    it('takes no step out of order, saying where the order stands, and writes nothing', async () => {
      const { life, paid, close } = await harness.open();
      try {
        const orderId = await paid(4550);
        expect(await refusalOf(life.take(orderId, [{ kind: 'delivered' }], clerk))).toEqual({
          message: 'The order is paid and not shipped yet: it cannot be marked delivered.',
          state: 'paid',
          leftCents: 4550,
        });
        await life.take(orderId, [shipped], clerk);
        expect((await refusalOf(life.take(orderId, [shipped], clerk))).message).toBe(
          'The order is shipped: it cannot be shipped.',
        );
        expect((await refusalOf(life.take(orderId, [{ kind: 'cancelled', reason: 'Changed my mind' }], clerk))).state).toBe(
          'shipped',
        );
        expect(summary(await life.history(orderId))?.kinds).toEqual(['shipped']);
      } finally {
        await close();
      }
    });

    it('refunds part, then the rest; then takes nothing more but a note', async () => {
      const { life, paid, close } = await harness.open();
      try {
        const orderId = await paid(4550);
        expect(summary(await life.take(orderId, [refund(1000)], owner))).toMatchObject({ state: 'paid', left: 3550 });
        expect(await refusalOf(life.take(orderId, [refund(3551)], owner))).toEqual({
          message: 'At most $35.50 is left to refund.',
          state: 'paid',
          leftCents: 3550,
        });
        expect((await refusalOf(life.take(orderId, [refund(0)], owner))).message).toBe(
          'A refund is a whole number of cents, at least $0.01.',
        );
        expect(summary(await life.take(orderId, [refund(3550)], owner))).toMatchObject({ state: 'refunded', left: 0 });
        expect(await refusalOf(life.take(orderId, [refund(1)], owner))).toEqual({
          message: 'The order is refunded in full: only a note can be added to it now.',
          state: 'refunded',
          leftCents: 0,
        });
        const noted = await life.take(orderId, [{ kind: 'note', text: 'Shopper thanked us' }], owner);
        expect(summary(noted)?.kinds).toEqual(['refunded', 'refunded', 'note']);
      } finally {
        await close();
      }
    });

    it('refunds chosen lines once each, never for more than they came to', async () => {
      const { life, paid, close } = await harness.open();
      try {
        // charged more than its one line of two totes ($91.00): say, with delivery
        const orderId = await paid(10_000);
        const ofLines = (amountCents: number, lines: number[]): OrderStep => ({
          kind: 'refunded',
          amountCents,
          reason: 'Torn',
          lines,
        });
        expect(await refusalOf(life.take(orderId, [ofLines(9101, [TOTE])], owner))).toEqual({
          message: 'The chosen lines come to $91.00: refund at most that.',
          state: 'paid',
          leftCents: 10_000,
        });
        expect((await refusalOf(life.take(orderId, [ofLines(100, [999])], owner))).message).toBe(
          'Product 999 is not a line of the order.',
        );
        expect((await refusalOf(life.take(orderId, [ofLines(100, [TOTE, TOTE])], owner))).message).toBe(
          'Canvas tote is chosen twice.',
        );
        const after = await life.take(orderId, [ofLines(9100, [TOTE])], owner);
        expect(after?.steps.at(-1)).toMatchObject({ kind: 'refunded', amountCents: 9100, lines: [TOTE] });
        expect((await life.history(orderId))?.steps.at(-1)).toMatchObject({ lines: [TOTE] });
        expect((await refusalOf(life.take(orderId, [ofLines(100, [TOTE])], owner))).message).toBe(
          'Canvas tote was refunded already.',
        );
        // the rest, as an amount alone
        expect(summary(await life.take(orderId, [refund(900)], owner))).toEqual({
          state: 'refunded',
          left: 0,
          kinds: ['refunded', 'refunded'],
        });
      } finally {
        await close();
      }
    });

    it('cancels with the refund of all that is left, both or neither', async () => {
      const { life, paid, close } = await harness.open();
      try {
        const orderId = await paid(4550);
        await life.take(orderId, [refund(550)], owner);
        const cancelled = await life.take(orderId, [{ kind: 'cancelled', reason: 'Shopper asked' }, refund(4000)], clerk);
        expect(summary(cancelled)).toEqual({ state: 'cancelled', left: 0, kinds: ['refunded', 'cancelled', 'refunded'] });

        const shippedFirst = await paid(2000);
        await life.take(shippedFirst, [shipped], clerk);
        await refusalOf(life.take(shippedFirst, [{ kind: 'cancelled', reason: 'Too late' }, refund(2000)], clerk));
        expect(summary(await life.history(shippedFirst))).toEqual({ state: 'shipped', left: 2000, kinds: ['shipped'] });
      } finally {
        await close();
      }
    });

    it('puts a cancelled order’s units back on the stock the shop counts, with the cancel; a refund alone leaves it', async () => {
      const { life, paid, tote, close } = await harness.open();
      try {
        await tote.count(5);
        const refunded = await paid(3000);
        const cancelled = await paid(3000);
        // what paying did to the figure is the stock's own rule (ADR-039)
        const paidFor = (await tote.onHand())!;
        await life.take(refunded, [refund(3000)], owner);
        expect(await tote.onHand()).toBe(paidFor);
        await life.take(cancelled, [{ kind: 'cancelled', reason: 'Asked' }, refund(3000)], clerk);
        expect(await tote.onHand()).toBe(paidFor + 2);
        // a cancel refused gives nothing back
        await expect(life.take(cancelled, [{ kind: 'cancelled', reason: 'Again' }], clerk)).rejects.toThrow(OrderStepRefused);
        expect(await tote.onHand()).toBe(paidFor + 2);
      } finally {
        await close();
      }
    });

    it('lists each refund until the processor has taken it, oldest first', async () => {
      const { life, paid, close } = await harness.open();
      try {
        const first = await paid(3000);
        const second = await paid(3000);
        await life.take(first, [refund(1000)], owner);
        await life.take(second, [{ kind: 'note', text: 'Gift' }, refund(3000)], owner);
        // both taken in one second: their order between them is the adapter's (ids sort as text)
        const byOrder = (due: PendingRefund[]) => [...due].sort((a, b) => a.orderId.localeCompare(b.orderId));
        expect(byOrder(await life.refundsToSend(10))).toEqual(
          byOrder([
            { orderId: first, seq: 1, amountCents: 1000 },
            { orderId: second, seq: 2, amountCents: 3000 },
          ]),
        );
        expect(await life.refundsToSend(1)).toHaveLength(1);
        await life.markRefundSent({ orderId: first, seq: 1 }, 1_790_000_000);
        await life.markRefundSent({ orderId: first, seq: 1 }, 1_790_000_100);
        expect(await life.refundsToSend(10)).toEqual([{ orderId: second, seq: 2, amountCents: 3000 }]);
      } finally {
        await close();
      }
    });

    it('lists each step the shopper is told of until its mail goes, claimed by one instance at a time', async () => {
      const { life, another, paid, close } = await harness.open();
      try {
        const orderId = await paid(4550);
        await life.take(orderId, [{ kind: 'note', text: 'Fragile' }], clerk);
        await life.take(orderId, [shipped], clerk);
        const other = await paid(2000);
        // a cancel's refund is told in the cancel's own message
        await life.take(other, [{ kind: 'cancelled', reason: 'Asked' }, refund(2000)], clerk);
        const now = 1_790_000_000;
        // both taken in one second: their order between them is the adapter's
        const byOrder = (due: Array<{ orderId: string; seq: number }>) =>
          [...due].sort((a, b) => a.orderId.localeCompare(b.orderId));
        const both = byOrder([
          { orderId, seq: 2 },
          { orderId: other, seq: 1 },
        ]);
        expect(byOrder(await life.mailsDue(now, 10))).toEqual(both);
        const claims = await Promise.all([
          life.claimMail({ orderId, seq: 2 }, now, now - 600),
          another().claimMail({ orderId, seq: 2 }, now, now - 600),
        ]);
        expect(claims.filter(Boolean)).toHaveLength(1);
        expect(await life.claimMail({ orderId, seq: 1 }, now, now - 600)).toBe(false);
        // claimed now: not due until the claim is older than the bound
        expect(await life.mailsDue(now - 600, 10)).toEqual([{ orderId: other, seq: 1 }]);
        expect(byOrder(await life.mailsDue(now + 1, 10))).toEqual(both);
        await life.markMailed({ orderId, seq: 2 }, now);
        expect(await life.claimMail({ orderId, seq: 2 }, now + 1000, now + 999)).toBe(false);
        expect(await life.mailsDue(now + 1000, 10)).toEqual([{ orderId: other, seq: 1 }]);
      } finally {
        await close();
      }
    });

    it('lists each order whose steps are not all on its order of record kept elsewhere, until marked through its last', async () => {
      const { life, another, paid, close } = await harness.open();
      try {
        const orderId = await paid(4550);
        const other = await paid(2000);
        expect(await life.recordsDue(10)).toEqual([]);
        await life.take(orderId, [{ kind: 'note', text: 'Fragile' }], clerk);
        await life.take(orderId, [shipped], clerk);
        await life.takeProcessorRefund(other, { processorRefundId: 're_1', amountCents: 500, reason: 'Asked' }, clerk);
        expect([...(await life.recordsDue(10))].sort()).toEqual([orderId, other].sort());
        expect(await life.recordsDue(1)).toHaveLength(1);
        // an instance that wrote the record before the second step was taken marks only the first
        await life.markRecorded({ orderId, seq: 1 }, 1_790_000_000);
        expect([...(await life.recordsDue(10))].sort()).toEqual([orderId, other].sort());
        await another().markRecorded({ orderId, seq: 2 }, 1_790_000_001);
        await life.markRecorded({ orderId: other, seq: 1 }, 1_790_000_001);
        expect(await life.recordsDue(10)).toEqual([]);
        // a step taken after it is due again
        await life.take(orderId, [{ kind: 'delivered' }], clerk);
        expect(await life.recordsDue(10)).toEqual([orderId]);
      } finally {
        await close();
      }
    });

    it("records a refund the processor made itself once, by its id, as the processor's word", async () => {
      const { life, another, paid, close } = await harness.open();
      try {
        const processor = { id: 'processor', email: 'the payment processor' };
        const refund = { processorRefundId: 're_1', amountCents: 1000, reason: 'Refunded in the dashboard' };
        expect(await life.takeProcessorRefund('pi_unknown', refund, processor)).toBeNull();
        const orderId = await paid(4550);
        const told = await Promise.all([
          life.takeProcessorRefund(orderId, refund, processor),
          another().takeProcessorRefund(orderId, refund, processor),
        ]);
        expect(told.every(Boolean)).toBe(true);
        // past what is left too: the processor has given it back already
        await life.takeProcessorRefund(orderId, { ...refund, processorRefundId: 're_2', amountCents: 4000 }, processor);
        const after = await life.history(orderId);
        expect(after!.steps.map((step) => [step.kind, step.kind === 'refunded' && step.amountCents, step.by.id])).toEqual([
          ['refunded', 1000, 'processor'],
          ['refunded', 4000, 'processor'],
        ]);
        expect(stateOf(after!)).toBe('refunded');
        // nothing to send the processor: it made them
        expect(await life.refundsToSend(10)).toEqual([]);
      } finally {
        await close();
      }
    });

    it('takes one of two whole refunds sent at once to two instances; the other is told nothing is left', async () => {
      const { life, another, paid, close } = await harness.open();
      try {
        const orderId = await paid(4550);
        const answers = await Promise.allSettled([
          life.take(orderId, [refund(4550)], owner),
          another().take(orderId, [refund(4550)], owner),
        ]);
        expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
        const [refused] = answers.filter((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
        expect(refused!.reason).toBeInstanceOf(OrderStepRefused);
        expect((refused!.reason as OrderStepRefused).leftCents).toBe(0);
        expect(summary(await life.history(orderId))).toEqual({ state: 'refunded', left: 0, kinds: ['refunded'] });
        expect(await life.refundsToSend(10)).toHaveLength(1);
      } finally {
        await close();
      }
    });

    it('cancels with the refund of what is left under the lock: a refund taken at the same moment leaves it less, never refused', async () => {
      const { life, another, paid, close } = await harness.open();
      try {
        const first = await paid(3000);
        await life.take(first, [refund(1000)], owner);
        expect(summary(await life.take(first, cancelling('Asked'), clerk))).toEqual({
          state: 'cancelled',
          left: 0,
          kinds: ['refunded', 'cancelled', 'refunded'],
        });
        expect((await life.history(first))!.steps.at(-1)).toMatchObject({ kind: 'refunded', amountCents: 2000 });

        const raced = await paid(3000);
        const [refunding, cancel] = await Promise.allSettled([
          life.take(raced, [refund(1000)], owner),
          another().take(raced, cancelling('Asked'), clerk),
        ]);
        expect(cancel.status).toBe('fulfilled');
        const after = (await life.history(raced))!;
        expect(summary(after)).toMatchObject({ state: 'cancelled', left: 0 });
        // the refund came first and the cancel gave back the rest, or the cancel came first and the refund was refused
        expect(after.steps.map((step) => step.kind)).toEqual(
          refunding.status === 'fulfilled' ? ['refunded', 'cancelled', 'refunded'] : ['cancelled', 'refunded'],
        );
      } finally {
        await close();
      }
    });

    it('lets one of a ship and a cancel sent at once win; the other learns the order’s state', async () => {
      const { life, another, paid, close } = await harness.open();
      try {
        const orderId = await paid(4550);
        const answers = await Promise.allSettled([
          life.take(orderId, [shipped], clerk),
          another().take(orderId, [{ kind: 'cancelled', reason: 'Shopper asked' }, refund(4550)], clerk),
        ]);
        expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
        const [refused] = answers.filter((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
        const state = stateOf((await life.history(orderId))!);
        expect(['shipped', 'cancelled']).toContain(state);
        expect((refused!.reason as OrderStepRefused).state).toBe(state);
      } finally {
        await close();
      }
    });
  });
}
