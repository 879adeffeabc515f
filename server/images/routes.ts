import { Hono } from 'hono';
import type { Catalog } from '../catalog/catalog';
import { parseProductId } from '../../ports/product-id';
import { productSvg } from './product-art';

// A week: pictures only change with a new release of the demo catalogue.
const IMAGE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

const svg = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': IMAGE_CACHE } });

const notFound = () => Response.json({ error: 'No such image.' }, { status: 404 });

/** Product pictures, drawn on request. */
export function imageRoutes(catalog: Catalog): Hono {
  const routes = new Hono();

  routes.get('/images/products/:file', (c) => {
    const match = /^(.+)\.svg$/.exec(c.req.param('file'));
    const id = match ? parseProductId(match[1]!) : null;
    const entry = id === null ? undefined : catalog.artOf(id);
    return entry ? svg(productSvg(entry.title, entry.art)) : notFound();
  });

  return routes;
}
