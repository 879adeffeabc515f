import { Hono } from 'hono';
import type { Catalog } from './catalog';
import { parseProductId } from '../../ports/product-id';

// Short: prices can change, and the payment check compares against the live catalogue.
const CATALOG_CACHE = 'public, max-age=60';

/** Fakestore-compatible catalogue routes (requirements §7). */
export function catalogRoutes(catalog: Catalog): Hono {
  const routes = new Hono();

  routes.get('/products', (c) => {
    c.header('Cache-Control', CATALOG_CACHE);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(catalog.allJson());
  });

  // the category names, in the catalogue's order, as the public fakestore host lists them
  routes.get('/products/categories', (c) => {
    c.header('Cache-Control', CATALOG_CACHE);
    return c.json(catalog.categories());
  });

  routes.get('/products/category/:name', (c) => {
    c.header('Cache-Control', CATALOG_CACHE);
    // an unknown category is an empty result, as on the public fakestore host
    return c.json(catalog.byCategory(c.req.param('name')));
  });

  routes.get('/products/:id', (c) => {
    const id = parseProductId(c.req.param('id'));
    if (id === null) return c.json({ error: 'A product id must be a positive whole number.' }, 400);
    const product = catalog.byId(id);
    if (!product) return c.json({ error: `No product with id ${id}.` }, 404);
    c.header('Cache-Control', CATALOG_CACHE);
    return c.json(product);
  });

  return routes;
}
