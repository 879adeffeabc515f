import { localCatalogPrices, remoteCatalogPrices } from '../payment/catalog-prices';
import type { Store } from '../store/open-store';
import { builtInCatalogEntries } from './built-in-products';
import { createCatalog } from './catalog';
import { largeCatalogEntries } from './large-catalog';
import { openStoreCatalog, seedCatalog } from './store-catalog';

interface CatalogueSettings {
  /** generate this many products (benchmarks); default: the built-in catalog */
  catalogSize?: number;
  /** the catalogue host the shop's pages use, when it is not this server */
  catalogBaseUrl?: string;
}

const firstEntries = (catalogSize: number | undefined) =>
  catalogSize === undefined ? builtInCatalogEntries() : largeCatalogEntries(catalogSize);

/**
 * The catalogue this server serves at /products, and where a payment's prices come from (ADR-003):
 * the host the shop's pages read, this server's own catalogue by default, here held in memory as
 * built (the tests' server, and a catalogue on another host).
 */
export function configuredCatalogue({ catalogSize, catalogBaseUrl }: CatalogueSettings) {
  const catalog = createCatalog(firstEntries(catalogSize));
  return {
    catalog,
    catalogElsewhere: Boolean(catalogBaseUrl),
    prices: catalogBaseUrl ? remoteCatalogPrices({ baseUrl: catalogBaseUrl }) : localCatalogPrices(catalog),
    /** the build pre-renders the built-in catalog's pages: for any other, each page is drawn or the plain shell */
    prerendered: catalogSize === undefined && !catalogBaseUrl,
  };
}

/**
 * The server's own catalogue kept in its store (ADR-046), which the back office edits: the built-in
 * catalog (or CATALOG_SIZE's) is a new store's first content. The pages pre-rendered at build time
 * hold the built-in catalog as shipped, so they are served only until the merchant first changes it;
 * then each browse page is drawn for the catalogue as it is (ADR-049).
 */
export async function catalogueInStore({ catalogSize }: Pick<CatalogueSettings, 'catalogSize'>, store: Store) {
  await seedCatalog(store, firstEntries(catalogSize));
  const catalog = await openStoreCatalog(store);
  return {
    catalog,
    catalogElsewhere: false,
    prices: localCatalogPrices(catalog),
    prerendered: () => catalogSize === undefined && catalog.version() === 0,
  };
}
