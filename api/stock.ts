import * as z from 'zod/mini';
import { parseProductId } from '../ports/product-id';
import { MAX_STOCK_IDS } from '../ports/stock-port';

const BAD_IDS = `Ask for ?ids= with 1 to ${MAX_STOCK_IDS} product ids, separated by commas.`;

const productIds = z.pipe(
  z.string({ error: BAD_IDS }),
  z.transform((raw, context) => {
    const ids = raw.split(',').map((id) => parseProductId(id.trim()));
    if (ids.length <= MAX_STOCK_IDS && ids.every((id) => id !== null)) return [...new Set(ids as number[])];
    context.issues.push({ code: 'custom', message: BAD_IDS, input: raw });
    return z.NEVER;
  }),
);

/** GET /api/stock's query: `?ids=1,2,3`, each a product id, read as the distinct ids. */
export const stockQuerySchema = z.object({ ids: productIds }, { error: BAD_IDS });

/** GET /api/stock's answer: what is left of each stocked product, by id; a product never stocked is absent (ADR-039). */
export const stockAnswerSchema = z.object({ levels: z.record(z.string(), z.int()) });
export type StockAnswer = z.infer<typeof stockAnswerSchema>;
