import { useEffect } from 'react';
import type { Product } from '../../../ports/entities';
import { useRecentlyViewed } from './recently-viewed-context';

/** ADR-013: a product page that shows a product adds it to the shopper's browsing history. */
export function useRecordView(product: Product | null | undefined) {
  const viewed = useRecentlyViewed((state) => state.viewed);
  useEffect(() => {
    if (product) viewed(product);
  }, [product, viewed]);
}
