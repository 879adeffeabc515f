import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { button } from '../../shared/theme/button-class';
import { useHydrating } from '../../shared/use-hydrating';
import { useRecentlyViewed } from './recently-viewed-context';
import * as css from './recently-viewed.css';

/**
 * ADR-013: the products this shopper opened lately. Personal, so never in the pre-rendered page: it
 * appears after hydration, at the end of the page, where it moves nothing on screen.
 */
export function RecentlyViewed() {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const products = useRecentlyViewed((state) => state.products);
  const clear = useRecentlyViewed((state) => state.clear);
  const [cleared, setCleared] = useState(false);
  if (useHydrating() || (products.length === 0 && !cleared)) return null;

  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div className={css.head}>
        <h2 id={titleId} ref={title} tabIndex={-1} className={css.title}>
          Your browsing history
        </h2>
        {products.length > 0 && (
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'small' })}
            onClick={() => {
              clear();
              setCleared(true);
              // the button goes with the list: the focus stays in the section
              title.current?.focus();
            }}
          >
            Clear browsing history
          </button>
        )}
      </div>
      {products.length === 0 ? (
        <p role="status" className={css.empty}>
          Your browsing history is cleared.
        </p>
      ) : (
        <ul className={css.list} aria-label="Products you viewed">
          {products.map((product) => (
            <li key={product.id} className={css.item}>
              <Link to="/products/$productId" params={{ productId: String(product.id) }} className={css.link}>
                <img className={css.image} src={product.image} alt="" width={120} height={120} loading="lazy" decoding="async" />
                <span className={css.name}>{product.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
