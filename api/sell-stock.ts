import * as z from 'zod/mini';

/** Units a product's stock may be set to or grow by at once: more than any shop keeps of one thing. */
export const MAX_UNITS = 1_000_000;

const ON_HAND = `On hand must be a whole number from 0 to ${MAX_UNITS.toLocaleString('en-US')}.`;
const ARRIVED = `Arrived must be a whole number from 1 to ${MAX_UNITS.toLocaleString('en-US')}.`;

const PAGE = 'Page must be a whole number from 1.';

/** A list's page in a query (`?page=2`): the first when absent. */
export const pageQuery = z.optional(z.coerce.number({ error: PAGE }).check(z.int({ error: PAGE }), z.positive({ error: PAGE })));

/** GET /api/sell/stock's query: a product's number, or words of its title, and a page of 50. */
export const stockQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(200, { error: 'A search has at most 200 characters.' }))),
  page: pageQuery,
});

const unknownFields = (keys: string[]) => `The field${keys.length > 1 ? 's' : ''} ${keys.join(', ')} cannot be sent here.`;
/** A JSON body of exactly these fields: any other is named in the refusal. */
export const strictBody = <T extends z.core.$ZodLooseShape>(shape: T, wanted: string) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : `The request body must be ${wanted}.`),
  });

/** PUT /api/sell/stock/{id}: the units the merchant counted on hand. */
export const onHandSchema = strictBody(
  { onHand: z.int({ error: ON_HAND }).check(z.minimum(0, { error: ON_HAND }), z.maximum(MAX_UNITS, { error: ON_HAND })) },
  '{"onHand"}',
);

/** POST /api/sell/stock/{id}/arrivals: the units that came in. */
export const arrivedSchema = strictBody(
  { arrived: z.int({ error: ARRIVED }).check(z.minimum(1, { error: ARRIVED }), z.maximum(MAX_UNITS, { error: ARRIVED })) },
  '{"arrived"}',
);
