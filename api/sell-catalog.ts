import * as z from 'zod/mini';
import { PRODUCT_LIMITS } from '../ports/catalog-admin-port';

// The back office's catalogue (ADR-046): each refusal names the field as the editor labels it.
const TITLE = 'Title must be 1 to 200 characters.';
const DESCRIPTION = 'Description must be at most 5,000 characters.';
const PRICE = 'Price must be from $0.01 to $1,000,000, in cents.';
const LIST_PRICE = 'List price must be from $0.01 to $1,000,000, in cents, or null for none.';
const CATEGORY = 'Category must be the id of one of the categories.';
const PHOTOS = `Photos must be a list of at most ${PRODUCT_LIMITS.photos} photo addresses, as the upload answered them.`;
const PUBLISHED = 'Published must be true or false.';
const NAME = 'A category name must be 1 to 60 characters.';

const cents = (error: string) =>
  z
    .int({ error })
    .check(z.minimum(PRODUCT_LIMITS.priceCents.min, { error }), z.maximum(PRODUCT_LIMITS.priceCents.max, { error }));

const fields = {
  title: z.string({ error: TITLE }).check(z.maxLength(PRODUCT_LIMITS.titleLength.max * 2, { error: TITLE })),
  description: z.string({ error: DESCRIPTION }).check(z.maxLength(PRODUCT_LIMITS.descriptionLength, { error: DESCRIPTION })),
  categoryId: z.int({ error: CATEGORY }).check(z.positive({ error: CATEGORY })),
  priceCents: cents(PRICE),
  listPriceCents: z.nullable(cents(LIST_PRICE)),
  photos: z
    .array(z.string({ error: PHOTOS }).check(z.regex(/^\/photos\/[0-9a-f]{64}-[1-9]\d{0,4}\.webp$/, { error: PHOTOS })), {
      error: PHOTOS,
    })
    .check(z.maxLength(PRODUCT_LIMITS.photos, { error: PHOTOS })),
  published: z.boolean({ error: PUBLISHED }),
};

const unknownFields = (keys: string[]) => `The field${keys.length > 1 ? 's' : ''} ${keys.join(', ')} cannot be sent here.`;
const strictBody = <T extends z.core.$ZodLooseShape>(shape: T, wanted: string) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : `The request body must be ${wanted}.`),
  });

/** POST /api/sell/products: a new product, every field given. */
export const newProductSchema = strictBody(
  fields,
  'a product: title, description, categoryId, priceCents, listPriceCents, photos, published',
);

/** PATCH /api/sell/products/{id}: the fields that change. */
export const productChangesSchema = strictBody(
  {
    title: z.optional(fields.title),
    description: z.optional(fields.description),
    categoryId: z.optional(fields.categoryId),
    priceCents: z.optional(fields.priceCents),
    listPriceCents: z.optional(fields.listPriceCents),
    photos: z.optional(fields.photos),
    published: z.optional(fields.published),
  },
  'the fields of a product to change',
);

/** POST /api/sell/categories and PATCH /api/sell/categories/{id}. */
export const categoryNameSchema = strictBody(
  { name: z.string({ error: NAME }).check(z.maxLength(200, { error: NAME })) },
  '{"name"}',
);

const ID = 'The id must be a whole number from 1.';
/** The path's {id} of a product or a category. */
export const numberIdSchema = z.object({
  id: z.coerce.number({ error: ID }).check(z.int({ error: ID }), z.positive({ error: ID })),
});

const QUERY_NUMBER = 'Page and category must be whole numbers from 1.';
/**
 * What the back office's list narrows to by stock: products counted with some left, counted with none
 * left, or never counted (sold without limit).
 */
export const STOCK_STATES = ['in-stock', 'sold-out', 'uncounted'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** GET /api/sell/products' query: a search, a category, a state, a stock state, a page of 50. */
export const productSearchQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(200, { error: 'A search has at most 200 characters.' }))),
  category: z.optional(
    z.coerce.number({ error: QUERY_NUMBER }).check(z.int({ error: QUERY_NUMBER }), z.positive({ error: QUERY_NUMBER })),
  ),
  state: z.optional(z.enum(['published', 'hidden'], { error: 'State must be "published" or "hidden".' })),
  stock: z.optional(z.enum(STOCK_STATES, { error: 'Stock must be "in-stock", "sold-out" or "uncounted".' })),
  page: z.optional(
    z.coerce.number({ error: QUERY_NUMBER }).check(z.int({ error: QUERY_NUMBER }), z.positive({ error: QUERY_NUMBER })),
  ),
});

/** GET /api/sell/activity's query: the page after an entry. */
export const activityQuerySchema = z.object({
  before: z.optional(z.coerce.number({ error: ID }).check(z.int({ error: ID }), z.positive({ error: ID }))),
});
