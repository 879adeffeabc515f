// The catalogue search as the search box runs it, over a generated catalogue of 10,000 products.
import { performance } from 'node:perf_hooks';
import { filterProducts } from '../../ports/catalog-search';
import { largeCatalogEntries } from '../../server/catalog/large-catalog';
import type { BenchResults } from './results';
import { median, percentile } from './stats';

const round = (ms: number) => Math.round(ms * 100) / 100;

export function measureSearch(): BenchResults['search'] {
  const products = largeCatalogEntries(10_000).map((entry) => entry.product);
  const queries = ['shirt', 'blue', 'ring', 'ssd', 'cotton', 'monitor', 'model 5', 'jacket rain', 'gold', 'bracelet silver'];
  // warm-up: the first calls compile the search code
  for (const query of queries) filterProducts(products, query);
  const times: number[] = [];
  const hits: number[] = [];
  for (let index = 0; index < 50; index++) {
    const query = queries[index % queries.length]!;
    const start = performance.now();
    hits.push(filterProducts(products, query).length);
    times.push(performance.now() - start);
  }
  return {
    products: products.length,
    queries: times.length,
    medianMs: round(median(times)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    medianHits: median(hits),
  };
}
