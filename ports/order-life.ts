import { formatCents } from './cents';
import type { Order, OrderEvent } from './entities';

/**
 * An order's life after its payment (ADR-051): the steps the merchant, the shopper or the processor
 * take, the state the order is in, read from those steps alone, and the rules of which step may
 * follow which. Plain functions, shared by every keeper of the steps and by the pages.
 */

/** Who took a step: a person of the staff, the shopper, or the processor (a refund made in its dashboard). */
export interface StepActor {
  id: string;
  email: string;
}

/** One step of an order's life. Money goes back only by `refunded` steps: a cancel is followed by one for all that is left. */
export type OrderStep =
  | { kind: 'shipped'; carrier: string; trackingNumber: string }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; reason: string }
  | {
      kind: 'refunded';
      amountCents: number;
      reason: string;
      /** the lines it gives back, whole, by product id; absent when it is an amount alone */
      lines?: number[];
    }
  | { kind: 'note'; text: string };

export type OrderStepKind = OrderStep['kind'];

/** A step as it is kept: its place in the order's history (from 1), when (seconds since epoch) and by whom. */
export type RecordedStep = OrderStep & { seq: number; at: number; by: StepActor };

/** Where an order stands: `refunded` is all of it given back without a cancel. */
export type OrderState = 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

/** A line of an order as it was paid for: the product, how many, and what they came to in cents. */
export interface PaidLine {
  productId: number;
  title: string;
  units: number;
  cents: number;
}

/** An order's whole history: what it was charged, the lines paid for, and every step since, oldest first. */
export interface OrderHistory {
  orderId: string;
  /** integer cents, as the processor charged them */
  chargedCents: number;
  lines: PaidLine[];
  steps: RecordedStep[];
}

export const refundedCents = (steps: readonly OrderStep[]) =>
  steps.reduce((sum, step) => sum + (step.kind === 'refunded' ? step.amountCents : 0), 0);

/** The state an order's steps put it in: never stored, always read from them. */
export function stateOf({ chargedCents, steps }: Pick<OrderHistory, 'chargedCents' | 'steps'>): OrderState {
  const took = (kind: OrderStepKind) => steps.some((step) => step.kind === kind);
  if (took('cancelled')) return 'cancelled';
  if (refundedCents(steps) >= chargedCents) return 'refunded';
  if (took('delivered')) return 'delivered';
  if (took('shipped')) return 'shipped';
  return 'paid';
}

/** What is left to refund of an order, in cents. */
export const leftToRefund = (history: Pick<OrderHistory, 'chargedCents' | 'steps'>) =>
  Math.max(0, history.chargedCents - refundedCents(history.steps));

/** The words of each state in a refusal: "The order is shipped", "… cancelled". */
const STATE_WORDS: Record<OrderState, string> = {
  paid: 'paid and not shipped yet',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded in full',
};

/** A step the order's state does not allow: 409 with the state the order is in, and what is left to refund. */
export class OrderStepRefused extends Error {
  override readonly name = 'OrderStepRefused';
  constructor(
    message: string,
    readonly state: OrderState,
    readonly leftCents: number,
    /** the field at fault, for a step whose own figures are wrong (400) */
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Checks `step` against the order's history as it is now; throws OrderStepRefused when it may not
 * follow. Every keeper of the steps calls it under the order's lock, in the transaction that writes
 * the step: two steps sent at once are checked one after the other.
 */
export function checkStep(history: Pick<OrderHistory, 'chargedCents' | 'lines' | 'steps'>, step: OrderStep): void {
  const state = stateOf(history);
  const left = leftToRefund(history);
  const refuse = (message: string, field?: string): never => {
    throw new OrderStepRefused(message, state, left, field);
  };
  if (step.kind === 'note') return;
  // a cancel's own refund, of all that is left, follows it in the same take
  const cancelsRefund = step.kind === 'refunded' && history.steps.at(-1)?.kind === 'cancelled';
  if ((state === 'cancelled' && !cancelsRefund) || state === 'refunded')
    refuse(`The order is ${STATE_WORDS[state]}: only a note can be added to it now.`);
  const allowed: Record<Exclude<OrderStepKind, 'note' | 'refunded'>, OrderState[]> = {
    shipped: ['paid'],
    delivered: ['shipped'],
    cancelled: ['paid'],
  };
  const words = { shipped: 'shipped', delivered: 'marked delivered', cancelled: 'cancelled' } as const;
  if (step.kind !== 'refunded') {
    if (!allowed[step.kind].includes(state)) refuse(`The order is ${STATE_WORDS[state]}: it cannot be ${words[step.kind]}.`);
    return;
  }
  if (!Number.isInteger(step.amountCents) || step.amountCents < 1)
    refuse('A refund is a whole number of cents, at least $0.01.', 'amount');
  if (step.lines) {
    const given = new Set(history.steps.flatMap((earlier) => (earlier.kind === 'refunded' && earlier.lines) || []));
    let linesCents = 0;
    for (const [place, productId] of step.lines.entries()) {
      const line = history.lines.find((paid) => paid.productId === productId);
      if (!line) refuse(`Product ${productId} is not a line of the order.`, 'lines');
      else if (step.lines.indexOf(productId) !== place) refuse(`${line.title} is chosen twice.`, 'lines');
      else if (given.has(productId)) refuse(`${line.title} was refunded already.`, 'lines');
      else linesCents += line.cents;
    }
    if (step.amountCents > linesCents)
      refuse(`The chosen lines come to ${formatCents(linesCents)}: refund at most that.`, 'amount');
  }
  if (step.amountCents > left) refuse(`At most ${formatCents(left)} is left to refund.`, 'amount');
}

/**
 * Whether the shopper is mailed of `step`, taken after `previous`: shipped, delivered, cancelled and
 * refunded, once each; a cancel's own refund is told in the cancel's message, and notes are the staff's.
 */
export const mailsShopper = (step: OrderStep, previous: OrderStep | undefined) =>
  step.kind !== 'note' && !(step.kind === 'refunded' && previous?.kind === 'cancelled');

/** What the shopper is shown of their order's steps: not the staff's notes, nor who took a step or why. */
export function timelineOf(steps: readonly RecordedStep[]): OrderEvent[] {
  return steps.flatMap((step): OrderEvent[] => {
    const { at } = step;
    switch (step.kind) {
      case 'shipped':
        return [{ kind: 'shipped', at, carrier: step.carrier, trackingNumber: step.trackingNumber }];
      case 'delivered':
      case 'cancelled':
        return [{ kind: step.kind, at }];
      case 'refunded':
        return [{ kind: 'refunded', at, amountCents: step.amountCents }];
      case 'note':
        return [];
    }
  });
}

/**
 * What the shopper's order carries of its life once it has steps: the state they put it in and the
 * timeline; nothing before the first step (the order reads as paid, or as the payment left it).
 */
export function lifeOf(history: OrderHistory | null | undefined): Pick<Order, 'status' | 'timeline'> {
  if (!history || history.steps.length === 0) return {};
  const timeline = timelineOf(history.steps);
  return { status: stateOf(history), ...(timeline.length > 0 && { timeline }) };
}

/**
 * A cancel and the refund of all that is left, reckoned from the history the cancel is taken on
 * (under the order's lock): a refund taken just before it leaves the cancel less to give back,
 * never a refusal.
 */
export const cancelling =
  (reason: string) =>
  (history: OrderHistory): OrderStep[] => {
    const left = leftToRefund(history);
    return [{ kind: 'cancelled', reason }, ...(left > 0 ? [{ kind: 'refunded' as const, amountCents: left, reason }] : [])];
  };
