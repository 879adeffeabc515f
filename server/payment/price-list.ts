import { priceOf } from '../../ports/catalogue-values';
import type { Catalogue } from '../catalogue/catalogue';

/**
 * What the payment server needs of a catalogue (design decision 3): the current price of each
 * product. An id missing from the answer is not in the catalogue.
 */
export interface PriceList {
  pricesOf(ids: readonly number[]): Promise<Map<number, number>>;
}

/** The catalogue could not say what the products cost: nothing may be charged. */
export class PriceListUnavailable extends Error {
  override readonly name = 'PriceListUnavailable';
}

/** Prices from this server's own catalogue. */
export function localPriceList(catalogue: Catalogue): PriceList {
  return {
    async pricesOf(ids) {
      const prices = new Map<number, number>();
      for (const id of ids) {
        const product = catalogue.byId(id);
        if (product) prices.set(id, product.price);
      }
      return prices;
    },
  };
}

const PARALLEL_LOOKUPS = 8;
/** products whose price is remembered; past that the memory starts afresh */
const MAX_REMEMBERED = 10_000;

interface RemoteOptions {
  /** a fakestore-compatible host: GET {baseUrl}/products/{id} */
  baseUrl: string;
  fetch?: typeof fetch;
  /** how long a price is trusted, like the catalogue's own Cache-Control (60 s) */
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Prices from the catalogue host the shop's pages use, when that is not this server (for example
 * the public fakestore host): checking against our own demo catalogue would refuse every basket.
 */
export function remotePriceList({
  baseUrl,
  fetch: fetchFn = fetch,
  maxAgeMs = 60_000,
  timeoutMs = 10_000,
  now = Date.now,
}: RemoteOptions): PriceList {
  const base = baseUrl.replace(/\/+$/, '');
  const known = new Map<number, { price: number | null; at: number }>();

  async function lookUp(id: number): Promise<number | null> {
    let response: Response;
    try {
      response = await fetchFn(`${base}/products/${id}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PriceListUnavailable(
        `GET ${base}/products/${id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new PriceListUnavailable(`GET ${base}/products/${id} answered HTTP ${response.status}`);
    // the fakestore host answers an unknown id with 200 and an empty body
    const text = await response.text();
    if (text.trim() === '' || text.trim() === 'null') return null;
    let product: unknown;
    try {
      product = JSON.parse(text);
    } catch {
      throw new PriceListUnavailable(`GET ${base}/products/${id} answered something that is not JSON`);
    }
    if (typeof product !== 'object' || product === null || Array.isArray(product)) {
      throw new PriceListUnavailable(`GET ${base}/products/${id} answered something that is not a product`);
    }
    // read as the pages read it: a missing price is 0 there, so it is 0 here too
    return priceOf((product as { price?: unknown }).price);
  }

  return {
    async pricesOf(ids) {
      const time = now();
      if (known.size > MAX_REMEMBERED) known.clear();
      const fresh = (id: number) => (known.get(id)?.at ?? -Infinity) > time - maxAgeMs;
      const wanted = [...new Set(ids)];
      const stale = wanted.filter((id) => !fresh(id));
      // a few at a time: one basket must not turn into hundreds of requests at once to the host
      for (let start = 0; start < stale.length; start += PARALLEL_LOOKUPS) {
        const batch = stale.slice(start, start + PARALLEL_LOOKUPS);
        const prices = await Promise.all(batch.map(lookUp));
        batch.forEach((id, index) => known.set(id, { price: prices[index]!, at: time }));
      }
      const prices = new Map<number, number>();
      for (const id of wanted) {
        const price = known.get(id)?.price;
        if (price !== undefined && price !== null) prices.set(id, price);
      }
      return prices;
    },
  };
}
