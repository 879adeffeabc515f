import { createInPageActivity } from '../adapters/in-page/in-page-activity';
import { createInPageCatalog } from '../adapters/in-page/in-page-catalog';
import { createInPageCatalogAdmin } from '../adapters/in-page/in-page-catalog-admin';
import type { KeptProduct } from '../ports/catalog-admin-port';
import type { CatalogPort } from '../ports/catalog-port';
import type { Product } from '../ports/entities';

/** The picture of a product added in the demo, until it has a photo: drawn by the demo's build (offline-demo-config.ts). */
export const NEW_PRODUCT_PICTURE = '/images/products/new-product.svg';

const EVERY_PRODUCT = { offset: 0, limit: Number.MAX_SAFE_INTEGER };

/**
 * The offline demo's catalogue (ADR-012), kept in this page's memory: the back office edits it, and
 * the shoppers' pages read what it publishes, as a store's catalogue is shared by both on the server.
 * It starts as the built-in catalog, and a reload starts it afresh.
 */
export function createDemoCatalogue(builtIn: Product[]) {
  const activity = createInPageActivity();
  const admin = createInPageCatalogAdmin(activity, [], builtIn);
  const drawn = new Set(builtIn.map((product) => product.id));

  const shopperProduct = (kept: KeptProduct): Product => ({
    id: kept.id,
    title: kept.title,
    price: kept.priceCents / 100,
    ...(kept.listPriceCents === null ? {} : { listPrice: kept.listPriceCents / 100 }),
    image: kept.photos[0] ?? (drawn.has(kept.id) ? `/images/products/${kept.id}.svg` : NEW_PRODUCT_PICTURE),
    rating: kept.rating,
    description: kept.description,
    category: kept.category,
  });
  /** the catalogue the shoppers see now: its published products */
  const published = async () =>
    createInPageCatalog((await admin.listProducts({ published: true, ...EVERY_PRODUCT })).products.map(shopperProduct));
  const catalog: CatalogPort = {
    listProducts: async () => (await published()).listProducts(),
    listCategory: async (category) => (await published()).listCategory(category),
    getProduct: async (id) => (await published()).getProduct(id),
    searchProducts: async (query, options) => (await published()).searchProducts(query, options),
  };

  // hidden products keep their titles: the stock's list and a basket still name them
  let titles = new Map(builtIn.map((product) => [product.id, product.title]));
  return {
    activity,
    admin,
    catalog,
    titleOf: (productId: number) => titles.get(productId),
    /** after each change of the back office's: the titles follow */
    async changed() {
      titles = new Map((await admin.listProducts(EVERY_PRODUCT)).products.map((product) => [product.id, product.title]));
    },
  };
}
