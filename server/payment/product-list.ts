import type { Product } from '../../ports/entities';
import { toProduct } from '../../ports/product-shape';
import type { Catalog } from '../catalog/catalog';

/**
 * What the payment server needs of a catalogue (ADR-003): each product as it is sold now,
 * its price above all. An id missing from the answer is not in the catalogue.
 */
export interface ProductList {
  productsOf(ids: readonly number[]): Promise<Map<number, Product>>;
}

/** The catalogue could not say what the products cost: nothing may be charged. */
export class ProductListUnavailable extends Error {
  override readonly name = 'ProductListUnavailable';
}

/** Products from this server's own catalogue. */
export function localProductList(catalog: Catalog): ProductList {
  return {
    async productsOf(ids) {
      const products = new Map<number, Product>();
      for (const id of ids) {
        const product = catalog.byId(id);
        if (product) products.set(id, product);
      }
      return products;
    },
  };
}

/** Upstream lookups in flight at once, over all requests together (ADR-009). */
const PARALLEL_LOOKUPS = 8;
/** products remembered; past that the memory starts afresh */
const MAX_REMEMBERED = 10_000;

interface RemoteOptions {
  /** a fakestore-compatible host: GET {baseUrl}/products/{id} */
  baseUrl: string;
  fetch?: typeof fetch;
  /** how long a product is trusted, like the catalogue's own Cache-Control (60 s) */
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** Runs at most `size` tasks at once; the others wait their turn in order. */
function createGate(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((turn) => waiting.push(turn));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Products from the catalogue host the shop's pages use, when that is not this server (for example
 * the public fakestore host): checking against our own demo catalogue would refuse every basket.
 */
export function remoteProductList({
  baseUrl,
  fetch: fetchFn = fetch,
  maxAgeMs = 60_000,
  timeoutMs = 10_000,
  now = Date.now,
}: RemoteOptions): ProductList {
  const base = baseUrl.replace(/\/+$/, '');
  const known = new Map<number, { product: Product | null; at: number }>();
  const gate = createGate(PARALLEL_LOOKUPS);

  async function lookUp(id: number): Promise<Product | null> {
    const where = `GET ${base}/products/${id}`;
    let response: Response;
    try {
      response = await fetchFn(`${base}/products/${id}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProductListUnavailable(`${where} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ProductListUnavailable(`${where} answered HTTP ${response.status}`);
    // the fakestore host answers an unknown id with 200 and an empty body
    const text = await response.text();
    if (text.trim() === '' || text.trim() === 'null') return null;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ProductListUnavailable(`${where} answered something that is not JSON`);
    }
    // read as the pages read it (a missing price is 0 there, so it is 0 here too)
    try {
      return toProduct(raw, base, where);
    } catch (error) {
      throw new ProductListUnavailable(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    async productsOf(ids) {
      const time = now();
      if (known.size > MAX_REMEMBERED) known.clear();
      const fresh = (id: number) => (known.get(id)?.at ?? -Infinity) > time - maxAgeMs;
      const wanted = [...new Set(ids)];
      await Promise.all(
        wanted.filter((id) => !fresh(id)).map((id) => gate(async () => known.set(id, { product: await lookUp(id), at: time }))),
      );
      const products = new Map<number, Product>();
      for (const id of wanted) {
        const product = known.get(id)?.product;
        if (product) products.set(id, product);
      }
      return products;
    },
  };
}
