import { Hono } from 'hono';
import type { Catalog } from '../catalog/catalog';
import { parseProductId } from '../../ports/product-id';
import { createAnswerCache, encodedResponse } from '../site/encoded-body';
import { productSvg } from './product-art';

// A week: a picture changes only with its product's title (ADR-046), which shoppers rarely see on it.
const IMAGE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

const notFound = () => Response.json({ error: 'No such image.' }, { status: 404 });

/** Product pictures, drawn when first asked for and kept for the next request. */
export function imageRoutes(catalog: Catalog): Hono {
  const routes = new Hono();
  const pictures = createAnswerCache(2000);

  routes.get('/products/:file', async (c) => {
    const match = /^(.+)\.svg$/.exec(c.req.param('file'));
    const id = match ? parseProductId(match[1]!) : null;
    const entry = id === null ? undefined : catalog.artOf(id);
    if (!entry) return notFound();
    return encodedResponse(
      // a renamed product's picture carries its new title
      await pictures(`${id}:${entry.title}`, () => productSvg(entry.title, entry.art)),
      c.req.header('Accept-Encoding'),
      {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': IMAGE_CACHE,
      },
    );
  });

  return routes;
}
