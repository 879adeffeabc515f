import * as z from 'zod/mini';
import { changeProblem, type BasketChange } from '../ports/basket-change';
import type { Product } from '../ports/entities';

/** The most changes one request carries: a page sends what waited, which stays small. */
export const MAX_CHANGES = 100;
const NO_CHANGES = 'The request body must be {"changes":[...]}, one change or more.';

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

/**
 * The changes, each by the one rule of a change (ports/basket-change.ts, which the pages run too and
 * which words what is wrong): the first one it refuses is named, by its place in the list.
 */
const changesSchema = z.pipe(
  z
    .array(z.unknown(), { error: NO_CHANGES })
    .check(
      z.minLength(1, { error: NO_CHANGES }),
      z.maxLength(MAX_CHANGES, { error: `Send at most ${MAX_CHANGES} changes at once.` }),
    ),
  z.transform((changes, context): BasketChange[] => {
    for (const [index, change] of changes.entries()) {
      const problem = changeProblem(change);
      if (problem === null) continue;
      context.issues.push({ code: 'custom', message: `Change ${index + 1} ${problem}.`, input: change, path: [index] });
      return z.NEVER;
    }
    return (changes as BasketChange[]).map((change) => ({ ...change, line: productOf(change.line) }));
  }),
);

/** POST /api/basket/changes's body (ADR-042): `{"changes":[{"id","kind","amount","line"}]}`. */
export const basketChangesBodySchema = z.object({ changes: changesSchema }, { error: NO_CHANGES });
