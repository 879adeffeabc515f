import type { Product } from '../../ports/entities';
import { toProduct } from '../../ports/product-shape';
import type { Catalog } from '../catalog/catalog';

/**
 * What the payment server needs of a catalogue (ADR-003): each product as it is sold now,
 * its price above all. An id missing from the answer is not in the catalogue.
 */
export interface CatalogPrices {
  productsOf(ids: readonly number[]): Promise<Map<number, Product>>;
  /**
   * ADR-046: the products among `ids` that the merchant took off sale, as they were last sold. A
   * basket holding one is refused as one with a changed price is; a payment made before still
   * records them. Only a catalogue kept by this server knows them.
   */
  withdrawnOf?(ids: readonly number[]): Promise<Map<number, Product>>;
}

/** The catalogue could not say what the products cost: nothing may be charged. */
export class CatalogPricesUnavailable extends Error {
  override readonly name = 'CatalogPricesUnavailable';
}

/** The products of `ids` that `find` knows. */
const found = (ids: readonly number[], find: (id: number) => Product | undefined) => {
  const products = new Map<number, Product>();
  for (const id of ids) {
    const product = find(id);
    if (product) products.set(id, product);
  }
  return products;
};

/** Products from this server's own catalogue, and those it took off sale when it keeps them (ADR-046). */
export function localCatalogPrices(catalog: Catalog & { hiddenProduct?(id: number): Product | undefined }): CatalogPrices {
  const { hiddenProduct } = catalog;
  return {
    productsOf: async (ids) => found(ids, (id) => catalog.byId(id)),
    ...(hiddenProduct && { withdrawnOf: async (ids: readonly number[]) => found(ids, (id) => hiddenProduct(id)) }),
  };
}

/** Upstream lookups of single ids in flight at once, over all requests together (ADR-009). */
const PARALLEL_LOOKUPS = 8;
/**
 * Ids of one request looked up one by one (ADR-009). Every product is priced from the catalogue's list, which is at
 * most a max age old; only a product added since is missing from it, and a basket rarely holds more than one or two of
 * those. Past this the list's answer stands, so a basket of 100 made-up ids costs the host no more than one of 3.
 */
const LOOKUPS_PER_REQUEST = 3;
/** ids looked up one by one that are remembered; past that the memory starts afresh */
const MAX_REMEMBERED = 10_000;

interface RemoteOptions {
  /** a fakestore-compatible host: GET {baseUrl}/products lists every product, GET {baseUrl}/products/{id} one */
  baseUrl: string;
  fetch?: typeof fetch;
  /** how long a price is trusted, like the catalogue's own Cache-Control (60 s) */
  maxAgeMs?: number;
  /** a hung host fails a checkout after this, rather than holding it and a lookup slot */
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
 * the public fakestore host): checking against our own built-in catalog would refuse every basket.
 * Prices come from the host's list, fetched by one request at a time for all baskets together, so that
 * one client's basket of unknown ids cannot queue other shoppers' checkouts behind its lookups.
 */
export function remoteCatalogPrices({
  baseUrl,
  fetch: fetchFn = fetch,
  maxAgeMs = 60_000,
  timeoutMs = 3_000,
  now = Date.now,
}: RemoteOptions): CatalogPrices {
  const base = baseUrl.replace(/\/+$/, '');
  let list: { products: Map<number, Product>; at: number } | undefined;
  let listing: Promise<Map<number, Product>> | undefined;
  const lookedUp = new Map<number, { product: Product | null; at: number }>();
  const gate = createGate(PARALLEL_LOOKUPS);

  async function get(path: string) {
    const where = `GET ${base}${path}`;
    try {
      const response = await fetchFn(`${base}${path}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // the timeout covers the body too
      return { status: response.status, ok: response.ok, text: await response.text(), where };
    } catch (error) {
      throw new CatalogPricesUnavailable(`${where} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function parse({ ok, status, text, where }: Awaited<ReturnType<typeof get>>): unknown {
    if (!ok) throw new CatalogPricesUnavailable(`${where} answered HTTP ${status}`);
    try {
      return JSON.parse(text);
    } catch {
      throw new CatalogPricesUnavailable(`${where} answered something that is not JSON`);
    }
  }
  // read as the pages read it (a missing price is 0 there, so it is 0 here too)
  function toSold(raw: unknown, where: string): Product {
    try {
      return toProduct(raw, base, where);
    } catch (error) {
      throw new CatalogPricesUnavailable(error instanceof Error ? error.message : String(error));
    }
  }

  async function fetchList(): Promise<Map<number, Product>> {
    const answer = await get('/products');
    const body = parse(answer);
    if (!Array.isArray(body)) throw new CatalogPricesUnavailable(`${answer.where} did not answer a list`);
    return new Map(body.map((raw) => toSold(raw, answer.where)).map((product) => [product.id, product]));
  }

  /**
   * The list at most a max age old; callers meanwhile await the one request in flight. When it fails the
   * basket cannot be priced (CatalogPricesUnavailable), rather than falling back to lookups one by one: those
   * would go to the same failing host, and past LOOKUPS_PER_REQUEST they would call real products unknown.
   */
  function currentList(time: number): Promise<Map<number, Product>> {
    if (list && list.at > time - maxAgeMs) return Promise.resolve(list.products);
    listing ??= fetchList()
      .then((products) => {
        list = { products, at: time };
        return products;
      })
      .finally(() => {
        listing = undefined;
      });
    return listing;
  }

  async function lookUp(id: number): Promise<Product | null> {
    const answer = await get(`/products/${id}`);
    // the fakestore host answers an unknown id with 200 and an empty body
    if (answer.status === 404 || (answer.ok && ['', 'null'].includes(answer.text.trim()))) return null;
    const product = toSold(parse(answer), answer.where);
    if (product.id !== id) throw new CatalogPricesUnavailable(`${answer.where} answered product ${product.id}`);
    return product;
  }

  return {
    async productsOf(ids) {
      const time = now();
      const listed = await currentList(time);
      if (lookedUp.size > MAX_REMEMBERED) lookedUp.clear();
      const fresh = (id: number) => (lookedUp.get(id)?.at ?? -Infinity) > time - maxAgeMs;
      const wanted = [...new Set(ids)];
      // not in the list: perhaps added since it was fetched; the rest past the cap are taken as the list says
      const toLookUp = wanted.filter((id) => !listed.has(id) && !fresh(id)).slice(0, LOOKUPS_PER_REQUEST);
      await Promise.all(toLookUp.map((id) => gate(async () => lookedUp.set(id, { product: await lookUp(id), at: time }))));
      const products = new Map<number, Product>();
      for (const id of wanted) {
        const product = listed.get(id) ?? (fresh(id) ? lookedUp.get(id)?.product : null);
        if (product) products.set(id, product);
      }
      return products;
    },
  };
}
