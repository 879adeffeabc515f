import * as z from 'zod/mini';
import type { ActivityEntry, MerchantOrder, OrderHistoryView, StockFigures } from '../ports/back-office-port';
import type { Category, KeptProduct } from '../ports/catalog-admin-port';
import { orderSchema } from './orders';

// The back office's answers as its pages read them (ADR-043): docs/api.md, "Back office".

const count = z.int().check(z.minimum(0));
const id = z.int().check(z.positive());

/** A product as the back office reads it: prices in cents, photos, published or hidden. */
export const keptProductSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  categoryId: id,
  category: z.string(),
  priceCents: id,
  listPriceCents: z.nullable(id),
  photos: z.array(z.string()),
  published: z.boolean(),
  rating: z.object({ rate: z.number(), count }),
  updated: z.string(),
}) satisfies z.ZodMiniType<KeptProduct>;

/** where a list's page stands: 50 entries a page, pages from 1 */
const pageFields = { total: count, page: id, pages: id };

/** GET /api/sell/products */
export const productPageSchema = z.object({ products: z.array(keptProductSchema), ...pageFields });

export const categorySchema = z.object({ id, name: z.string(), products: count }) satisfies z.ZodMiniType<Category>;
/** GET /api/sell/categories */
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });

export const stockFiguresSchema = z.object({
  productId: id,
  title: z.optional(z.string()),
  onHand: count,
  held: count,
  left: z.int(),
  sold: count,
}) satisfies z.ZodMiniType<StockFigures>;
/** GET /api/sell/stock */
export const stockPageSchema = z.object({ stock: z.array(stockFiguresSchema), ...pageFields });

const merchantOrderSchema = z.extend(orderSchema, {
  email: z.string(),
  paymentId: z.string(),
}) satisfies z.ZodMiniType<MerchantOrder>;
/** GET /api/sell/orders */
export const orderPageSchema = z.object({ orders: z.array(merchantOrderSchema), ...pageFields });

const stepActor = z.object({ id: z.string(), email: z.string() });
const stepPlace = { seq: id, at: count, by: stepActor };

/** GET /api/sell/orders/{id}/steps, and what each step answers (ADR-051) */
export const orderHistorySchema = z.object({
  orderId: z.string(),
  state: z.enum(['paid', 'shipped', 'delivered', 'cancelled', 'refunded']),
  chargedCents: count,
  leftCents: count,
  steps: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('shipped'), carrier: z.string(), trackingNumber: z.string(), ...stepPlace }),
      z.object({ kind: z.literal('delivered'), ...stepPlace }),
      z.object({ kind: z.literal('cancelled'), reason: z.string(), ...stepPlace }),
      z.object({
        kind: z.literal('refunded'),
        amountCents: id,
        reason: z.string(),
        lines: z.optional(z.array(id)),
        ...stepPlace,
      }),
      z.object({ kind: z.literal('note'), text: z.string(), ...stepPlace }),
    ]),
  ),
}) satisfies z.ZodMiniType<OrderHistoryView>;

const activityEntrySchema = z.object({
  id,
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }),
  subject: z.enum(['product', 'category', 'photo', 'stock', 'staff', 'order']),
  subjectId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
}) satisfies z.ZodMiniType<ActivityEntry>;
/** GET /api/sell/activity */
export const activityPageSchema = z.object({ entries: z.array(activityEntrySchema), next: z.nullable(id) });

/** A refusal: its message, and the field or code it names where it names one. */
export const refusalSchema = z.object({
  error: z.string(),
  field: z.optional(z.string()),
  code: z.optional(z.string()),
});
