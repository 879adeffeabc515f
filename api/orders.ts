import * as z from 'zod/mini';

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
