import { useQuery } from '@tanstack/react-query';
import type { Refinement } from '../../domain/refinement';
import { usePorts } from '../../shared/ports-context';
import { categoryQueryOptions } from '../catalog/catalog-queries';
import type { RenderProductAction } from '../product-grid/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../product-grid/ProductGrid';
import { RefineBar } from './RefineBar';
import { RefinedProducts } from './RefinedProducts';
import { RetryMessage } from '../catalog/RetryMessage';
import * as css from './category-page.css';
import * as messageCss from '../../shared/layout/message-panel.css';

/** Cards in the first screen of a category: two rows on a phone, the first row on a wide screen. */
const FIRST_SCREEN_CARDS = 4;
import { productsFetchFailed } from '../catalog/catalog-messages';

interface CategoryPageProps {
  /** the category as it came in the path; shown as plain text whatever it holds */
  name: string;
  renderAction?: RenderProductAction;
  /** sort and narrow, from the address (ADR-011) */
  refinement?: Refinement;
  onRefine?: (refinement: Refinement) => void;
}

function ResultsHeader({ name }: { name: string }) {
  return (
    <div className={css.resultsHeader}>
      <h1 className={css.resultsTitle}>Results</h1>
      <h2 className={css.categoryLine}>Category / {name}</h2>
    </div>
  );
}

/** Requirements §2 'Category page': 'Results', 'Category / {name}' and the products of that category. */
export function CategoryPage({ name, renderAction, refinement = {}, onRefine }: CategoryPageProps) {
  const { catalog } = usePorts();
  // the route loader has already asked once; a failure is shown, and fetched again only on request
  const products = useQuery({ ...categoryQueryOptions(catalog, name), retryOnMount: false });

  let body;
  if (products.data?.length === 0) {
    body = (
      <div className={messageCss.message}>
        <p className={messageCss.messageText}>No products found for this category.</p>
      </div>
    );
  } else if (products.data) {
    body = (
      <RefinedProducts products={products.data} refinement={refinement} onRefine={onRefine}>
        {(kept) => (
          <ProductGrid
            products={kept}
            renderAction={renderAction}
            label={`Products in ${name}`}
            eagerImages={FIRST_SCREEN_CARDS}
          />
        )}
      </RefinedProducts>
    );
  } else if (products.isError) {
    body = <RetryMessage message={productsFetchFailed} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  } else {
    body = (
      <>
        <RefineBar refinement={{}} />
        <ProductGridSkeleton count={8} />
      </>
    );
  }

  return (
    <div className={css.page}>
      <ResultsHeader name={name} />
      {body}
    </div>
  );
}

/** Shown by the route while its loader waits: the final headings, bar and cards of the final size. */
export function CategoryPageSkeleton({ name }: { name: string }) {
  return (
    <div className={css.page}>
      <ResultsHeader name={name} />
      <RefineBar refinement={{}} />
      <ProductGridSkeleton count={8} />
    </div>
  );
}
