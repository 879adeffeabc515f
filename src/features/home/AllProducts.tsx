import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePorts } from '../../shared/ports-context';
import { productsQueryOptions } from '../catalog/catalog-queries';
import type { RenderProductAction } from '../product-grid/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../product-grid/ProductGrid';

/**
 * Requirements §7/8: the all-products grid. The list is fetched once when it mounts (the home loader only
 * starts that request early); a failure goes to the console only and the list stays empty.
 */
export function AllProducts({ renderAction }: { renderAction?: RenderProductAction }) {
  const { catalog } = usePorts();
  // a failed list is not fetched again just because the grid mounts again
  const products = useQuery({ ...productsQueryOptions(catalog), retryOnMount: false });

  useEffect(() => {
    if (products.error) console.error('The product list could not be loaded.', products.error);
  }, [products.error]);

  if (products.isPending && products.fetchStatus === 'fetching') return <ProductGridSkeleton count={8} />;
  return <ProductGrid products={products.data ?? []} renderAction={renderAction} label="All products" />;
}
