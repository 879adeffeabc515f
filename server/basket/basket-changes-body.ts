import { changeProblem, type BasketChange } from '../../ports/basket-change';
import type { Product } from '../../ports/entities';

/** The most changes one request carries: a page sends what waited, which stays small. */
export const MAX_CHANGES = 100;

/** A request's changes, or what is wrong with them: which change (`index`, from 0) when it is one of them. */
export type ParsedChanges = { ok: true; changes: BasketChange[] } | { ok: false; error: string; index?: number };

/** The changes of a POST /api/basket/changes body `{"changes":[...]}`, by the one rule of ports/basket-change.ts. */
export function parseBasketChanges(body: unknown): ParsedChanges {
  const changes = typeof body === 'object' && body !== null ? (body as { changes?: unknown }).changes : undefined;
  if (!Array.isArray(changes) || changes.length === 0) {
    return { ok: false, error: 'The request body must be {"changes":[...]}, one change or more.' };
  }
  if (changes.length > MAX_CHANGES) return { ok: false, error: `Send at most ${MAX_CHANGES} changes at once.` };
  for (const [index, change] of changes.entries()) {
    const problem = changeProblem(change);
    if (problem) return { ok: false, error: `Change ${index + 1} ${problem}.`, index };
  }
  return { ok: true, changes: (changes as BasketChange[]).map((change) => ({ ...change, line: productOf(change.line) })) };
}

/** The product's fields and nothing else: the server keeps nothing it was not asked to. */
const productOf = (product: Product): Product => ({
  id: product.id,
  title: product.title,
  price: product.price,
  ...(product.listPrice === undefined ? {} : { listPrice: product.listPrice }),
  description: product.description,
  category: product.category,
  image: product.image,
  rating: { rate: product.rating.rate, count: product.rating.count },
});
