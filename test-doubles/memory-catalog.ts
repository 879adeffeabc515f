import type { CatalogPort } from '../ports/catalog-port';
import type { Product } from '../ports/entities';
import { filterProducts } from '../ports/catalog-search';
import { NotFoundError } from '../ports/errors';
import { createSwitches, passSwitches } from './switches';
import { testProducts } from './test-products';

export function createMemoryCatalog(products: Product[] = testProducts) {
  const switches = createSwitches();
  const calls: string[] = [];
  const catalog: CatalogPort = {
    async listProducts() {
      calls.push('listProducts');
      await passSwitches(switches);
      return structuredClone(products);
    },
    async listCategory(category) {
      calls.push(`listCategory:${category}`);
      await passSwitches(switches);
      return structuredClone(products.filter((p) => p.category === category));
    },
    async getProduct(id) {
      calls.push(`getProduct:${id}`);
      await passSwitches(switches);
      const found = products.find((p) => p.id === id);
      if (!found) throw new NotFoundError(`No product with id ${id}`);
      return structuredClone(found);
    },
    async searchProducts(query, options) {
      calls.push(`searchProducts:${query}`);
      await passSwitches(switches);
      return structuredClone(filterProducts(products, query, options));
    },
  };
  return { catalog, switches, calls };
}
