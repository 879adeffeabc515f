import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as css from './back-to-results.css';
import { resultsShowing } from './results-trail';

/** ADR-020: on a product reached from search results, the way back to them: same query, sort and narrowing. */
export function BackToResults({ productId }: { productId: number | null }) {
  // read once, when the product page opens: the first render on the client matches the pre-rendered page's
  const [place] = useState(() => resultsShowing(productId));
  if (!place) return null;
  return (
    <p className={css.backToResults}>
      <Link to="/search" search={place}>
        ‹ Back to results
      </Link>
    </p>
  );
}
