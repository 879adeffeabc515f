import * as z from 'zod/mini';
import { strictBody } from './sell-stock';

/** The most each field of an order's step holds (ADR-051). */
export const STEP_LIMITS = { carrier: 60, trackingNumber: 60, reason: 500, note: 2_000, lines: 100 } as const;

/** A field of words: trimmed, required, at most `max` characters. */
const words = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${field} is required.` }),
      z.maxLength(max, { error: `${field} has at most ${max.toLocaleString('en-US')} characters.` }),
    );

const AMOUNT = 'Amount must be a whole number of cents, at least 1.';

/** POST /api/sell/orders/{id}/shipment: who carries it, and the number to follow it by. */
export const shipmentSchema = strictBody(
  { carrier: words('Carrier', STEP_LIMITS.carrier), trackingNumber: words('Tracking number', STEP_LIMITS.trackingNumber) },
  '{"carrier", "trackingNumber"}',
);

/** POST /api/sell/orders/{id}/cancellation: why; all that is left is refunded with it. */
export const cancellationSchema = strictBody({ reason: words('Reason', STEP_LIMITS.reason) }, '{"reason"}');

const LINES = `Lines are the product ids of the order's lines given back, at most ${STEP_LIMITS.lines}.`;

/** POST /api/sell/orders/{id}/refunds: how much, in cents, and why; and the lines it gives back, if chosen. */
export const refundSchema = strictBody(
  {
    amountCents: z.int({ error: AMOUNT }).check(z.minimum(1, { error: AMOUNT })),
    reason: words('Reason', STEP_LIMITS.reason),
    lines: z.optional(
      z
        .array(z.int({ error: LINES }).check(z.positive({ error: LINES })), { error: LINES })
        .check(z.minLength(1, { error: LINES }), z.maxLength(STEP_LIMITS.lines, { error: LINES })),
    ),
  },
  '{"amountCents", "reason"} with "lines" if chosen',
);

/** POST /api/sell/orders/{id}/notes: a note on the order, for the staff. */
export const noteSchema = strictBody({ text: words('Note', STEP_LIMITS.note) }, '{"text"}');
