import { visuallyHidden } from '../../shared/theme/recipes.css';
import * as css from './product-detail.css';
import { boneFill, boneLine, bonePrice, boneShort } from '../product-grid/product-grid.css';

// Its own module: the route's pending component stays in the first download, the page does not.

/** The product layout in grey, shown while the product loads. */
export function ProductDetailSkeleton() {
  return (
    <div className={css.page} role="status">
      <span className={visuallyHidden}>Loading product details</span>
      <p className={css.breadcrumb} aria-hidden="true">
        <span className={boneShort} />
      </p>
      <div className={css.layout} aria-hidden="true">
        <div className={css.gallery}>
          <span className={boneFill} />
        </div>
        <div className={css.heading}>
          <span className={boneLine} />
          <span className={boneShort} />
        </div>
        <div className={css.details}>
          <span className={bonePrice} />
        </div>
        <div className={css.buyBox}>
          <span className={bonePrice} />
          <span className={boneLine} />
        </div>
      </div>
    </div>
  );
}
