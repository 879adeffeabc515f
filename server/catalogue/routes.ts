import { Hono } from 'hono';
import type { Catalogue } from './catalogue';
import { parseProductId } from '../../ports/product-id';

// Short: prices can change, and the payment check compares against the live catalogue.
const CATALOGUE_CACHE = 'public, max-age=60';

/** Fakestore-compatible catalogue routes (requirements §7). */
export function catalogueRoutes(catalogue: Catalogue): Hono {
  const routes = new Hono();

  routes.get('/products', (c) => {
    c.header('Cache-Control', CATALOGUE_CACHE);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(catalogue.allJson());
  });

  // the category names, in the catalogue's order, as the public fakestore host lists them
  routes.get('/products/categories', (c) => {
    c.header('Cache-Control', CATALOGUE_CACHE);
    return c.json(catalogue.categories());
  });

  routes.get('/products/category/:name', (c) => {
    c.header('Cache-Control', CATALOGUE_CACHE);
    // an unknown category is an empty result, as on the public fakestore host
    return c.json(catalogue.byCategory(c.req.param('name')));
  });

  routes.get('/products/:id', (c) => {
    const id = parseProductId(c.req.param('id'));
    if (id === null) return c.json({ error: 'A product id must be a positive whole number.' }, 400);
    const product = catalogue.byId(id);
    if (!product) return c.json({ error: `No product with id ${id}.` }, 404);
    c.header('Cache-Control', CATALOGUE_CACHE);
    return c.json(product);
  });

  return routes;
}
