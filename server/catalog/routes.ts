import { Hono, type Context } from 'hono';
import type { Catalog } from './catalog';
import { productPathSchema } from '../../api/catalog';
import { paramAs } from '../http/checked-request';
import { createAnswerCache, encodedResponse } from '../site/encoded-body';

// Asked again each time, answered 304 by its ETag while unchanged: the merchant's changes show at once (ADR-046).
const CATALOG_CACHE = 'public, no-cache';

/** Fakestore-compatible catalogue routes (requirements §7). */
export function catalogRoutes(catalog: Catalog): Hono {
  const routes = new Hono();
  // each answer is made and compressed once for each version of the catalogue
  const answers = createAnswerCache(2000);
  const json = async (c: Context, key: string, make: () => unknown) =>
    encodedResponse(
      await answers(`${catalog.version?.() ?? 0}:${key}`, () => JSON.stringify(make())),
      c.req.header('Accept-Encoding'),
      {
        'Content-Type': 'application/json; charset=UTF-8',
        'Cache-Control': CATALOG_CACHE,
      },
    );

  routes.get('/', (c) => json(c, 'all', () => catalog.all()));

  // the category names, in the catalogue's order, as the public fakestore host lists them
  routes.get('/categories', (c) => json(c, 'categories', () => catalog.categories()));

  routes.get('/category/:name', (c) => {
    const name = c.req.param('name');
    // an unknown category is an empty result, as on the public fakestore host
    return json(c, `category:${name}`, () => catalog.byCategory(name));
  });

  routes.get('/:id', paramAs(productPathSchema), (c) => {
    const { id } = c.req.valid('param');
    const product = catalog.byId(id);
    if (!product) return c.json({ error: `No product with id ${id}.` }, 404);
    return json(c, `product:${id}`, () => product);
  });

  return routes;
}
