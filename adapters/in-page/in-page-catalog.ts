import type { CatalogPort } from '../../ports/catalog-port';
import type { Product } from '../../ports/entities';
import { filterProducts } from '../../ports/catalog-search';
import { NotFoundError } from '../../ports/errors';

/** A catalogue of `products` held in this page's memory: the offline demo's (ADR-012). Each answer is a copy. */
export function createInPageCatalog(products: Product[]): CatalogPort {
  return {
    listProducts: async () => structuredClone(products),
    listCategory: async (category) => structuredClone(products.filter((product) => product.category === category)),
    async getProduct(id) {
      const found = products.find((product) => product.id === id);
      if (!found) throw new NotFoundError(`No product with id ${id}`);
      return structuredClone(found);
    },
    searchProducts: async (query, options) => structuredClone(filterProducts(products, query, options)),
  };
}
