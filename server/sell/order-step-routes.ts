import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { cancellationSchema, noteSchema, refundSchema, shipmentSchema } from '../../api/order-steps';
import type { ActivityPort } from '../../ports/activity-port';
import { leftToRefund, OrderStepRefused, stateOf, type OrderHistory, type OrderStep } from '../../ports/order-life';
import type { OrderSteps } from '../fulfilment/order-steps';
import { jsonAs, paramAs } from '../http/checked-request';
import { unstored, type StaffEnv, type StaffGuard } from './staff-guard';

const BODY_BYTES = 4 * 1024;
const ORDER_ID = 'An order id is a payment id: letters, digits and underscores.';
const orderIdParamSchema = z.object({
  id: z.string({ error: ORDER_ID }).check(z.regex(/^[A-Za-z0-9_]{1,255}$/, { error: ORDER_ID })),
});

/** An order's history as the back office shows it: its state, what is left to refund, every step. */
const answerOf = (history: OrderHistory) => ({
  orderId: history.orderId,
  state: stateOf(history),
  chargedCents: history.chargedCents,
  leftCents: leftToRefund(history),
  steps: history.steps,
});

const notFound = (c: Context, id: string) => c.json({ error: `No paid order with id ${id}.` }, 404);

/** The words the activity record gives each step. */
const ACTIONS: Record<OrderStep['kind'], string> = {
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded',
  note: 'note added',
};

/**
 * The steps of an order's life in the back office (ADR-051), to mount at `/api/sell`: its history;
 * ship, mark delivered, cancel and add a note (the `orders` right, staff and owners); refund (the
 * `refunds` right, owners alone). A step the order's state refuses is answered 409 with that state
 * and what is left to refund; each step taken goes on record.
 */
export function sellOrderStepRoutes({
  steps,
  activity,
  guard,
}: {
  steps: OrderSteps;
  activity: ActivityPort;
  guard: StaffGuard;
}) {
  const routes = new Hono<StaffEnv>();
  const body = { maxSize: BODY_BYTES };
  routes.use('*', unstored);

  routes.get('/orders/:id/steps', guard('orders'), paramAs(orderIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const history = await steps.history(id);
    return history ? c.json(answerOf(history)) : notFound(c, id);
  });

  /** Takes a step for the staff of the request, puts it on record, and answers the order's history after it. */
  const taking = async (c: Context<StaffEnv>, id: string, step: OrderStep, take: () => Promise<OrderHistory | null>) => {
    try {
      const after = await take();
      if (!after) return notFound(c, id);
      // the order as the step found it: its history up to the step (a cancel's refund follows it)
      const before = {
        ...after,
        steps: after.steps.slice(
          0,
          after.steps.findLastIndex(({ kind }) => kind === step.kind),
        ),
      };
      const { staff } = c.var;
      await activity.record({
        actor: { id: staff.id, email: staff.email },
        subject: 'order',
        subjectId: id,
        action: ACTIONS[step.kind],
        before: { state: stateOf(before), leftCents: leftToRefund(before) },
        after: { state: stateOf(after), leftCents: leftToRefund(after), step },
      });
      return c.json(answerOf(after), 201);
    } catch (error) {
      if (!(error instanceof OrderStepRefused)) throw error;
      const { message, state, leftCents, field } = error;
      return c.json({ error: message, state, leftCents, ...(field && { field }) }, 409);
    }
  };

  routes.post('/orders/:id/shipment', guard('orders'), paramAs(orderIdParamSchema), jsonAs(shipmentSchema, body), (c) => {
    const { id } = c.req.valid('param');
    const step: OrderStep = { kind: 'shipped', ...c.req.valid('json') };
    return taking(c, id, step, () => steps.take(id, [step], c.var.staff));
  });

  routes.post('/orders/:id/delivery', guard('orders'), paramAs(orderIdParamSchema), (c) => {
    const { id } = c.req.valid('param');
    const step: OrderStep = { kind: 'delivered' };
    return taking(c, id, step, () => steps.take(id, [step], c.var.staff));
  });

  routes.post('/orders/:id/cancellation', guard('orders'), paramAs(orderIdParamSchema), jsonAs(cancellationSchema, body), (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    return taking(c, id, { kind: 'cancelled', reason }, () => steps.cancel(id, reason, c.var.staff));
  });

  routes.post('/orders/:id/refunds', guard('refunds'), paramAs(orderIdParamSchema), jsonAs(refundSchema, body), (c) => {
    const { id } = c.req.valid('param');
    const step: OrderStep = { kind: 'refunded', ...c.req.valid('json') };
    return taking(c, id, step, () => steps.take(id, [step], c.var.staff));
  });

  routes.post('/orders/:id/notes', guard('orders'), paramAs(orderIdParamSchema), jsonAs(noteSchema, body), (c) => {
    const { id } = c.req.valid('param');
    const step: OrderStep = { kind: 'note', ...c.req.valid('json') };
    return taking(c, id, step, () => steps.take(id, [step], c.var.staff));
  });

  return routes;
}
