import { queryOptions } from '@tanstack/react-query';
import type { CatalogPort } from '../../../ports/catalog-port';
import { NotFoundError } from '../../../ports/errors';

// One factory per query, its key beside it; each takes the port it reads.

export const productsQueryOptions = (catalog: CatalogPort) =>
  queryOptions({ queryKey: ['products'], queryFn: () => catalog.listProducts() });

export const categoryQueryOptions = (catalog: CatalogPort, category: string) =>
  queryOptions({ queryKey: ['products', 'category', category], queryFn: () => catalog.listCategory(category) });

export const productQueryOptions = (catalog: CatalogPort, id: number) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: () => catalog.getProduct(id),
    // an unknown product stays unknown: asking again only delays the not-found page
    retry: (failures, error) => !(error instanceof NotFoundError) && failures < 1,
  });
