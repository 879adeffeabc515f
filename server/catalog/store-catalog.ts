import type { Product } from '../../ports/entities';
import type { ProductArt } from '../images/product-art';
import type { Store } from '../store/open-store';
import { createCatalog, type Catalog, type CatalogEntry } from './catalog';

/** How a product the merchant added without a photo is drawn until it has one. */
export const PARCEL_ART = { kind: 'parcel', colour: '#b08d62', accent: '#e9dcc6' } as const;

/** Rows written at once when a new store takes its first catalogue: well under every engine's limit on parameters. */
const SEED_BATCH = 500;

/**
 * A new store's first catalogue (ADR-046): the built-in catalog, or the generated one of
 * CATALOG_SIZE. A store that has products already keeps them; instances starting together write
 * the same rows, and the ones already there are left alone.
 */
export async function seedCatalog(store: Store, entries: CatalogEntry[]): Promise<void> {
  await store.reach(async () => {
    const { kysely } = store;
    const any = await kysely.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (any) return;
    const names = [...new Set(entries.map((entry) => entry.product.category))];
    const categoryIds = new Map(names.map((name, index) => [name, index + 1]));
    const updated = Math.floor(Date.now() / 1000);
    await kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('categories')
        .values(names.map((name) => ({ id: categoryIds.get(name)!, name })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      for (let start = 0; start < entries.length; start += SEED_BATCH) {
        const rows = entries.slice(start, start + SEED_BATCH).map(({ product, art }) => ({
          id: product.id,
          title: product.title,
          description: product.description,
          category_id: categoryIds.get(product.category)!,
          price_cents: Math.round(product.price * 100),
          list_price_cents: product.listPrice === undefined ? null : Math.round(product.listPrice * 100),
          rating_rate: product.rating.rate,
          rating_count: product.rating.count,
          art_json: JSON.stringify(art),
          photos_json: '[]',
          published: 1,
          updated,
        }));
        await trx
          .insertInto('products')
          .values(rows)
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    });
  });
}

/** The catalogue the shoppers see, and what they may no longer buy, as the store holds them at `version`. */
interface Snapshot {
  version: number;
  catalog: Catalog;
  /** hidden products by id: out of every shopper page and of checkout */
  hidden: Map<number, Product>;
}

/** A product's picture without a photo: its drawn outline. */
const drawnPicture = (id: number) => `/images/products/${id}.svg`;

async function readSnapshot(store: Store): Promise<Snapshot> {
  const { kysely } = store;
  // the version first: a change made while the rows are read is read again at the next look
  const { version } = await kysely.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  const rows = await kysely
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('products')
    .select('categories.name as category')
    .orderBy('products.id')
    .execute();
  const shown: CatalogEntry[] = [];
  const hidden = new Map<number, Product>();
  for (const row of rows) {
    const id = Number(row.id);
    const listPrice = row.list_price_cents === null ? undefined : Number(row.list_price_cents) / 100;
    const product: Product = {
      id,
      title: row.title,
      price: Number(row.price_cents) / 100,
      ...(listPrice === undefined ? {} : { listPrice }),
      description: row.description,
      category: row.category,
      image: (JSON.parse(row.photos_json) as string[])[0] ?? drawnPicture(id),
      rating: { rate: row.rating_rate, count: row.rating_count },
    };
    const art: ProductArt = row.art_json ? (JSON.parse(row.art_json) as ProductArt) : { ...PARCEL_ART, variant: id };
    if (row.published) shown.push({ product, art });
    else hidden.set(id, product);
  }
  return { version: Number(version), catalog: createCatalog(shown), hidden };
}

export interface StoreCatalog extends Catalog {
  /** the store's catalogue version this copy holds; 0 until the merchant first changes it */
  version(): number;
  /** a product the merchant hid: not sold, but named when a basket still holds it */
  hiddenProduct(id: number): Product | undefined;
  /** reads the catalogue again when the store's version moved on (another instance changed it) */
  refresh(): Promise<void>;
  /** looks every `everyMs` until `stop` aborts: how a change made on another instance arrives */
  follow(stop: AbortSignal, everyMs?: number): void;
}

/** A product's title as the store keeps it, shown or hidden: what the back office names it by. */
export const keptTitles =
  (catalog: StoreCatalog) =>
  (id: number): string | undefined =>
    (catalog.byId(id) ?? catalog.hiddenProduct(id))?.title;

/** How often an instance looks for changes made on another: a change reaches every instance within this. */
export const CATALOG_LOOK_MS = 2_000;

/**
 * The shoppers' catalogue, read from the store (ADR-046) and kept in memory, whole: every page and
 * checkout reads it without a query. An instance learns of a change by the version row, at once for
 * its own changes (refresh after writing) and within CATALOG_LOOK_MS for another's.
 */
export async function openStoreCatalog(store: Store): Promise<StoreCatalog> {
  let current = await readSnapshot(store);
  let reading: Promise<void> | null = null;
  const refresh = () =>
    (reading ??= (async () => {
      try {
        const { version } = await store.kysely
          .selectFrom('catalog_version')
          .select('version')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        if (Number(version) !== current.version) current = await readSnapshot(store);
      } finally {
        reading = null;
      }
    })());
  return {
    all: () => current.catalog.all(),
    byCategory: (category) => current.catalog.byCategory(category),
    categories: () => current.catalog.categories(),
    byId: (id) => current.catalog.byId(id),
    artOf: (id) => current.catalog.artOf(id),
    version: () => current.version,
    hiddenProduct: (id) => current.hidden.get(id),
    refresh,
    follow(stop, everyMs = CATALOG_LOOK_MS) {
      const timer = setInterval(() => void refresh().catch(() => undefined), everyMs);
      timer.unref();
      stop.addEventListener('abort', () => clearInterval(timer), { once: true });
    },
  };
}
