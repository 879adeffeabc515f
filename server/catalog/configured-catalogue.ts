import { localCatalogPrices, remoteCatalogPrices } from '../payment/catalog-prices';
import { builtInCatalogEntries } from './built-in-products';
import { createCatalog } from './catalog';
import { largeCatalogEntries } from './large-catalog';

interface CatalogueSettings {
  /** generate this many products (benchmarks); default: the built-in catalog */
  catalogSize?: number;
  /** the catalogue host the shop's pages use, when it is not this server */
  catalogBaseUrl?: string;
}

/**
 * The catalogue this server serves at /products, and where a payment's prices come from (ADR-003):
 * the host the shop's pages read, this server's own catalogue by default.
 */
export function configuredCatalogue({ catalogSize, catalogBaseUrl }: CatalogueSettings) {
  const catalog = createCatalog(catalogSize === undefined ? builtInCatalogEntries() : largeCatalogEntries(catalogSize));
  return {
    catalog,
    catalogElsewhere: Boolean(catalogBaseUrl),
    prices: catalogBaseUrl ? remoteCatalogPrices({ baseUrl: catalogBaseUrl }) : localCatalogPrices(catalog),
    /** the build pre-renders the built-in catalog's pages: for any other, each page is the plain shell */
    prerendered: catalogSize === undefined && !catalogBaseUrl,
  };
}
