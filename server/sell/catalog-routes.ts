import { Hono, type Context } from 'hono';
import type { ActivityPort } from '../../ports/activity-port';
import { CatalogChangeRefused, type CatalogAdminPort } from '../../ports/catalog-admin-port';
import { readPhotoFileName } from '../../ports/photo-names';
import { leftOf, type StockEntry } from '../../ports/stock-port';
import type { PhotoStorePort } from '../../ports/photo-store-port';
import {
  activityQuerySchema,
  categoryNameSchema,
  newProductSchema,
  numberIdSchema,
  productChangesSchema,
  productSearchQuerySchema,
  type StockState,
} from '../../api/sell-catalog';
import { jsonAs, paramAs, queryAs } from '../http/checked-request';
import { unstored, type StaffEnv, type StaffGuard } from './staff-guard';

/** A product's body is a few kilobytes at most: 5,000 characters of description, ten photo addresses. */
const BODY_BYTES = 64 * 1024;
/** products a page of the back office's list shows */
export const PRODUCTS_PAGE = 50;
/** activity entries a page shows */
export const ACTIVITY_PAGE = 50;

async function answering(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CatalogChangeRefused)) throw error;
    return c.json({ error: error.message, field: error.field }, error.status);
  }
}

export interface SellCatalogSettings {
  catalog: CatalogAdminPort;
  activity: ActivityPort;
  /** where uploaded photos are kept: a product names only photos it holds */
  photos: Pick<PhotoStorePort, 'summary'>;
  guard: StaffGuard;
  /** the stocked products' figures, for the list's stock filter */
  stocked(): Promise<StockEntry[]>;
  /** called after every change: this instance's shoppers see it at once (ADR-046) */
  changed(): Promise<void>;
}

/**
 * The back office's catalogue and activity record (ADR-046, ADR-047), to mount at `/api/sell`:
 * products a page at a time with search and filters, one product, adding and changing products
 * (hiding one is `published: false`), categories added and renamed, and the activity, newest first.
 * Every route asks the guard for its right; every answer is the staff's own (no-store).
 */
export function sellCatalogRoutes({ catalog, activity, photos, guard, stocked, changed }: SellCatalogSettings) {
  const routes = new Hono<StaffEnv>();
  const body = { maxSize: BODY_BYTES };
  routes.use('*', unstored);

  /** Photos must have been uploaded here first: an address of nothing would draw a broken picture. */
  const unknownPhoto = async (addresses: string[] | undefined) => {
    for (const address of addresses ?? []) {
      const named = readPhotoFileName(address.slice('/photos/'.length));
      if (!named || !(await photos.summary(named.id)))
        throw new CatalogChangeRefused('photos', 'Photos must be uploaded first: one of them is not kept here.');
    }
  };

  /** The products a stock state takes in or leaves out, by the stock's figures now. */
  const byStock = async (state: StockState | undefined) => {
    if (state === undefined) return {};
    const entries = await stocked();
    if (state === 'uncounted') return { outside: entries.map((entry) => entry.productId) };
    const soldOut = state === 'sold-out';
    return { within: entries.filter((entry) => leftOf(entry) <= 0 === soldOut).map((entry) => entry.productId) };
  };

  routes.get('/products', guard('catalogue'), queryAs(productSearchQuerySchema), async (c) => {
    const { search, category, state, stock, page = 1 } = c.req.valid('query');
    const { products, total } = await catalog.listProducts({
      search,
      categoryId: category,
      published: state === undefined ? undefined : state === 'published',
      ...(await byStock(stock)),
      offset: (page - 1) * PRODUCTS_PAGE,
      limit: PRODUCTS_PAGE,
    });
    return c.json({ products, total, page, pages: Math.max(1, Math.ceil(total / PRODUCTS_PAGE)) });
  });

  routes.get('/products/:id', guard('catalogue'), paramAs(numberIdSchema), async (c) => {
    const { id } = c.req.valid('param');
    const product = await catalog.product(id);
    return product ? c.json(product) : c.json({ error: `No product with id ${id}.`, field: 'id' }, 404);
  });

  routes.post('/products', guard('catalogue'), jsonAs(newProductSchema, body), (c) =>
    answering(c, async () => {
      const draft = c.req.valid('json');
      await unknownPhoto(draft.photos);
      const made = await catalog.createProduct(draft, c.var.staff);
      await changed();
      return c.json(made, 201);
    }),
  );

  routes.patch('/products/:id', guard('catalogue'), paramAs(numberIdSchema), jsonAs(productChangesSchema, body), (c) =>
    answering(c, async () => {
      const changes = c.req.valid('json');
      await unknownPhoto(changes.photos);
      const after = await catalog.updateProduct(c.req.valid('param').id, changes, c.var.staff);
      await changed();
      return c.json(after);
    }),
  );

  routes.get('/categories', guard('catalogue'), async (c) => c.json({ categories: await catalog.categories() }));

  routes.post('/categories', guard('catalogue'), jsonAs(categoryNameSchema, body), (c) =>
    answering(c, async () => {
      const made = await catalog.addCategory(c.req.valid('json').name, c.var.staff);
      await changed();
      return c.json(made, 201);
    }),
  );

  routes.patch('/categories/:id', guard('catalogue'), paramAs(numberIdSchema), jsonAs(categoryNameSchema, body), (c) =>
    answering(c, async () => {
      const renamed = await catalog.renameCategory(c.req.valid('param').id, c.req.valid('json').name, c.var.staff);
      await changed();
      return c.json(renamed);
    }),
  );

  routes.get('/activity', guard('activity'), queryAs(activityQuerySchema), async (c) => {
    const entries = await activity.list({ limit: ACTIVITY_PAGE, before: c.req.valid('query').before });
    return c.json({ entries, next: entries.length === ACTIVITY_PAGE ? entries.at(-1)!.id : null });
  });

  return routes;
}
