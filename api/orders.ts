import * as z from 'zod/mini';
import type { Order } from '../ports/entities';
import { productSchema } from './catalog';

const MAX_ADDRESS_FIELD = 200;
const NO_DELIVERY = 'The request body must be {"delivery":{"street","city","postcode","country"}}.';
/** One line of a delivery address: text that is more than spaces, of at most 200 characters. */
const addressLine = (field: string) => {
  const error = `The delivery address needs a ${field} of 1 to ${MAX_ADDRESS_FIELD} characters.`;
  return z.string({ error }).check(
    z.maxLength(MAX_ADDRESS_FIELD, { error }),
    z.refine((value) => value.trim() !== '', { error }),
  );
};

const addressSchema = z.object(
  {
    street: addressLine('street'),
    city: addressLine('city'),
    postcode: addressLine('postcode'),
    country: addressLine('country'),
  },
  { error: NO_DELIVERY },
);

/** PUT /api/orders/{id}/delivery's body: where the order goes (ADR-022); only these four fields are kept. */
export const deliveryBodySchema = z.object(
  {
    delivery: z.object(
      {
        street: addressLine('street'),
        city: addressLine('city'),
        postcode: addressLine('postcode'),
        country: addressLine('country'),
      },
      { error: NO_DELIVERY },
    ),
  },
  { error: NO_DELIVERY },
);

/** A line of an order: the product as it was bought, and how many (as many as its payment took). */
const orderLineSchema = z.extend(productSchema, { amount: z.int().check(z.positive()) });

/** An order of record as GET /api/orders/{id} answers it, and GET /api/orders lists them, newest first (ADR-032). */
export const orderSchema = z.object({
  id: z.string(),
  basket: z.array(orderLineSchema),
  amount: z.int(),
  created: z.number(),
  delivery: z.optional(addressSchema),
  cardLast4: z.optional(z.string()),
  status: z.optional(z.enum(['paid', 'shipped', 'delivered', 'cancelled', 'refunded'])),
  timeline: z.optional(
    z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('shipped'), at: z.number(), carrier: z.string(), trackingNumber: z.string() }),
        z.object({ kind: z.literal('delivered'), at: z.number() }),
        z.object({ kind: z.literal('cancelled'), at: z.number() }),
        z.object({ kind: z.literal('refunded'), at: z.number(), amountCents: z.int() }),
      ]),
    ),
  ),
}) satisfies z.ZodMiniType<Order>;
export const ordersSchema = z.array(orderSchema);
