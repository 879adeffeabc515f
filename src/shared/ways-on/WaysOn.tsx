import { Link } from '@tanstack/react-router';
import { shopCategories } from '../../domain/categories';
import * as css from './ways-on.css';

/** The shop's categories as links: a page with nothing to show still leads somewhere. */
export function CategoryLinks({ linkClassName }: { linkClassName?: string }) {
  return (
    <ul className={css.links}>
      {shopCategories.map((category) => (
        <li key={category.name}>
          <Link to="/category/$categoryName" params={{ categoryName: category.name }} className={linkClassName}>
            {category.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Under an empty result or an empty history: where to go from here. */
export function WaysOn() {
  return (
    <nav className={css.waysOn} aria-label="Keep shopping">
      <p>Browse a category, or go back to the home page:</p>
      <CategoryLinks />
      <Link to="/">Back to the home page</Link>
    </nav>
  );
}
