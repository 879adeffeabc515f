import { queryOptions } from '@tanstack/react-query';
import type { CatalogPort } from '../../../ports/catalog-port';

export const suggestionLimit = 5;

export const searchQueryOptions = (catalog: CatalogPort, query: string, category?: string) =>
  queryOptions({
    queryKey: ['search', query.trim().toLowerCase(), category ?? 'All'],
    queryFn: () => catalog.searchProducts(query, { category }),
  });

export const suggestionsQueryOptions = (catalog: CatalogPort, query: string, category?: string) =>
  queryOptions({
    queryKey: ['suggestions', query.trim().toLowerCase(), category ?? 'All'],
    queryFn: () => catalog.searchProducts(query, { category, limit: suggestionLimit }),
    enabled: query.trim().length > 0,
  });
