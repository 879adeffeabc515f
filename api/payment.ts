import * as z from 'zod/mini';

/** $1,000,000: anything above is a mistake or an attack, not a basket. */
export const MAX_TOTAL_CENTS = 100_000_000;
/** ADR-009: each product is looked up upstream, so a basket's size is bounded */
export const MAX_LINES = 100;
/** the most of one product a checkout line may ask for */
const MAX_AMOUNT = 10_000;

const TOTAL_MISSING = 'The total (in cents) is missing: POST /payment/create?total={cents}.';
const TOTAL_NOT_WHOLE = 'The total must be a positive whole number of cents.';
/** POST /payment/create's query: `total`, the basket's whole cents as the browser added them up. */
export const createQuerySchema = z.object({
  total: z.pipe(
    z
      .string({ error: TOTAL_MISSING })
      .check(z.minLength(1, { error: TOTAL_MISSING }), z.regex(/^\d{1,12}$/, { error: TOTAL_NOT_WHOLE })),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(
          z.positive({ error: TOTAL_NOT_WHOLE }),
          z.maximum(MAX_TOTAL_CENTS, { error: `The total must not exceed ${MAX_TOTAL_CENTS} cents.` }),
        ),
    ),
  ),
});

const NO_LINES = 'The request body must list the basket lines: {"lines":[{"id":1,"amount":2}]}.';
const NO_PRODUCT = 'Each basket line needs a product id (a positive whole number).';
const NO_AMOUNT = `Each basket line needs an amount: a whole number from 1 to ${MAX_AMOUNT}.`;
/** One line of a checkout: a product and how many. */
export const checkoutLineSchema = z.object(
  {
    id: z.int({ error: NO_PRODUCT }).check(z.positive({ error: NO_PRODUCT })),
    amount: z.int({ error: NO_AMOUNT }).check(z.minimum(1, { error: NO_AMOUNT }), z.maximum(MAX_AMOUNT, { error: NO_AMOUNT })),
  },
  { error: NO_PRODUCT },
);
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;
/** POST /payment/create's body: `{"lines":[{"id","amount"}]}`. */
export const createBodySchema = z.object(
  {
    lines: z
      .array(checkoutLineSchema, { error: NO_LINES })
      .check(
        z.minLength(1, { error: NO_LINES }),
        z.maxLength(MAX_LINES, { error: `A basket can have at most ${MAX_LINES} different products.` }),
      ),
  },
  { error: NO_LINES },
);
/** POST /payment/create's answer. */
export const createAnswerSchema = z.object({ clientSecret: z.string().check(z.minLength(1)) });

const NO_CARD = 'The request body must be {"clientSecret":"...","card":{"number","expiry","cvc","postcode"}}.';
const CARD_FIELD = z.string({ error: NO_CARD }).check(z.maxLength(64, { error: NO_CARD }));
/** POST /payment/confirm's body (test mode): the intent's client secret and the card's fields as typed. */
export const confirmBodySchema = z.object(
  {
    clientSecret: z.string({ error: NO_CARD }),
    card: z.object({ number: CARD_FIELD, expiry: CARD_FIELD, cvc: CARD_FIELD, postcode: CARD_FIELD }, { error: NO_CARD }),
  },
  { error: NO_CARD },
);

/** A payment as the server tells it: GET /payment/intents/{id} and POST /payment/confirm answer `{ paymentIntent }`. */
export const intentSchema = z.object({
  id: z.string(),
  amount: z.int(),
  created: z.number(),
  status: z.enum(['succeeded', 'requires_payment', 'processing', 'canceled']),
});
export const intentAnswerSchema = z.object({ paymentIntent: intentSchema });
