import type { CatalogPort } from '../../ports/catalog-port';
import { CatalogError, NotFoundError } from '../../ports/errors';
import { toProduct } from '../../ports/product-shape';

export interface FakestoreOptions {
  /** e.g. 'https://fakestoreapi.com'; '' for the same origin as the page */
  baseUrl: string;
  fetch?: typeof fetch;
}

type Answer = { status: number; ok: boolean; text: string };

/** CatalogPort over any host that speaks the fakestore catalogue API (requirements §7). */
export function createFakestoreCatalog(options: FakestoreOptions): CatalogPort {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // called through a wrapper: a bare `fetch` loses its `this` in browsers
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function get(path: string): Promise<Answer & { where: string }> {
    const where = `GET ${baseUrl}${path}`;
    try {
      // Accept JSON: on the shop's own server a page load of /products/3 gets the SPA instead
      const response = await fetchFn(`${baseUrl}${path}`, { headers: { Accept: 'application/json' } });
      return { status: response.status, ok: response.ok, text: await response.text(), where };
    } catch (error) {
      throw new CatalogError(`${where} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function parse(answer: Answer & { where: string }): unknown {
    if (!answer.ok) throw new CatalogError(`${answer.where} answered HTTP ${answer.status}`);
    try {
      return JSON.parse(answer.text);
    } catch {
      throw new CatalogError(`${answer.where} answered something that is not JSON`);
    }
  }

  const catalog: CatalogPort = {
    async listProducts() {
      const answer = await get('/products');
      const body = parse(answer);
      if (!Array.isArray(body)) throw new CatalogError(`${answer.where} did not answer a list`);
      return body.map((raw) => toProduct(raw, baseUrl, answer.where));
    },

    async listCategory(category) {
      const answer = await get(`/products/category/${encodeURIComponent(category)}`);
      const body = parse(answer);
      // requirements §7: a non-array is treated as empty
      return Array.isArray(body) ? body.map((raw) => toProduct(raw, baseUrl, answer.where)) : [];
    },

    async getProduct(id) {
      if (!Number.isInteger(id) || id < 1) throw new NotFoundError(`No product with id ${id}`);
      const answer = await get(`/products/${id}`);
      // the public fakestore host answers 200 with an empty body for an unknown id
      if (answer.status === 404 || (answer.ok && ['', 'null'].includes(answer.text.trim()))) {
        throw new NotFoundError(`No product with id ${id}`);
      }
      const product = toProduct(parse(answer), baseUrl, answer.where);
      if (product.id !== id) throw new CatalogError(`${answer.where} answered product ${product.id}`);
      return product;
    },

    async searchProducts(query, options = {}) {
      // the search's word matching loads with the first search, not with every page (ADR-025)
      const { filterProducts, searchWords } = await import('../../ports/catalog-search');
      if (searchWords(query).length === 0) return [];
      // fakestore hosts have no search endpoint: filter the (category) list here
      const products =
        options.category === undefined ? await catalog.listProducts() : await catalog.listCategory(options.category);
      return filterProducts(products, query, options);
    },
  };
  return catalog;
}
