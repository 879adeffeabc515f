import { Link } from '@tanstack/react-router';
import { homeCategories, type CategoryCard } from './categories';
import * as css from './category-cards.css';

/** Requirements §2 'Home page': 4 cards with a title, an image and 'Shop now', each linking to /category/{name}. */
export function CategoryCards({ categories = homeCategories }: { categories?: readonly CategoryCard[] }) {
  return (
    <ul className={css.categories} aria-label="Shop by category">
      {categories.map((category) => (
        <li key={category.name}>
          <Link to="/category/$categoryName" params={{ categoryName: category.name }} className={css.categoryCard}>
            <h2 className={css.categoryTitle}>{category.title}</h2>
            <img
              className={css.categoryImage}
              src={category.imageLink}
              alt={category.imageAlt}
              width={400}
              height={400}
              loading="lazy"
              // below the hero, the page's largest paint, whose image they must not hold up
              fetchPriority="low"
              decoding="async"
            />
            <span className={css.shopNow}>Shop now</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
