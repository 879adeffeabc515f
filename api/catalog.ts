import * as z from 'zod/mini';
import type { Product } from '../ports/entities';
import { parseProductId } from '../ports/product-id';

const NOT_AN_ID = 'A product id must be a positive whole number.';

/** GET /products/{id}'s path: the id as a positive whole number, written without a sign or leading zero. */
export const productPathSchema = z.object({
  id: z.pipe(
    z.string({ error: NOT_AN_ID }),
    z.transform((raw, context) => {
      const id = parseProductId(raw);
      if (id !== null) return id;
      context.issues.push({ code: 'custom', message: NOT_AN_ID, input: raw });
      return z.NEVER;
    }),
  ),
});

const dollars = z.number().check(z.minimum(0));
/** A product as the catalogue answers it (requirements §7, fakestore's shape). */
export const productSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  price: dollars,
  listPrice: z.optional(dollars),
  description: z.string(),
  category: z.string(),
  image: z.string(),
  rating: z.object({ rate: dollars, count: z.int().check(z.minimum(0)) }),
}) satisfies z.ZodMiniType<Product>;

/** GET /products and GET /products/category/{name}: the products, in the catalogue's order. */
export const productsSchema = z.array(productSchema);
/** GET /products/categories: the category names, in the catalogue's order. */
export const categoriesSchema = z.array(z.string());
