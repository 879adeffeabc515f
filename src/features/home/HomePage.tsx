import type { ReactNode } from 'react';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import { AllProducts } from './AllProducts';
import { CategoryCards } from './CategoryCards';
import { HeroCarousel } from './HeroCarousel';
import type { RenderProductAction } from '../product-grid/ProductCard';
import * as css from './home-page.css';

interface HomePageProps {
  renderProductAction?: RenderProductAction;
  /** what is personal to the shopper (never pre-rendered), after everything else */
  personal?: ReactNode;
}

/** Requirements §2 'Home page': hero carousel, the 4 category cards over its faded foot, then every product. */
export function HomePage({ renderProductAction, personal }: HomePageProps) {
  return (
    <div className={css.home}>
      <h1 className={visuallyHidden}>Shop front: today's deals and categories</h1>
      <HeroCarousel />
      <CategoryCards />
      <section className={css.productsSection} aria-labelledby="all-products-title">
        <h2 id="all-products-title" className={css.sectionTitle}>
          All products
        </h2>
        <AllProducts renderAction={renderProductAction} />
      </section>
      {personal}
    </div>
  );
}
