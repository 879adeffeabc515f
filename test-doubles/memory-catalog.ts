import { createInPageCatalog } from '../adapters/in-page/in-page-catalog';
import type { CatalogPort } from '../ports/catalog-port';
import type { Product } from '../ports/entities';
import { createSwitches, passSwitches } from './switches';
import { testProducts } from './test-products';

/** The catalogue in memory, each call recorded and passed through the switches first. */
export function createMemoryCatalog(products: Product[] = testProducts) {
  const switches = createSwitches();
  const calls: string[] = [];
  const inPage = createInPageCatalog(products);
  const recorded = async (call: string) => {
    calls.push(call);
    await passSwitches(switches);
  };
  const catalog: CatalogPort = {
    listProducts: async () => (await recorded('listProducts'), inPage.listProducts()),
    listCategory: async (category) => (await recorded(`listCategory:${category}`), inPage.listCategory(category)),
    getProduct: async (id) => (await recorded(`getProduct:${id}`), inPage.getProduct(id)),
    searchProducts: async (query, options) => (await recorded(`searchProducts:${query}`), inPage.searchProducts(query, options)),
  };
  return { catalog, switches, calls };
}
