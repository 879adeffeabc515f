import { queryOptions } from '@tanstack/react-query';
import type { CatalogPort } from '../../../ports/catalog-port';

export const suggestionLimit = 5;

/**
 * requirements §2: the box has a single 'All' category option, so every search covers the whole
 * catalogue; `exact` is the words as typed, no typo forgiven (ADR-020)
 */
export const searchQueryOptions = (catalog: CatalogPort, query: string, exact = false) =>
  queryOptions({
    queryKey: ['search', query.trim().toLowerCase(), exact],
    queryFn: () => catalog.searchProducts(query, { exact }),
  });

export const suggestionsQueryOptions = (catalog: CatalogPort, query: string) =>
  queryOptions({
    queryKey: ['suggestions', query.trim().toLowerCase()],
    queryFn: () => catalog.searchProducts(query, { limit: suggestionLimit }),
    enabled: query.trim().length > 0,
  });
