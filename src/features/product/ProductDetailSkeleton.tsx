import { visuallyHidden } from '../../shared/theme/recipes.css';
import * as layout from '../../shared/layout/product-page-layout.css';
import { boneFill, boneLine, bonePrice, boneShort } from '../../shared/skeleton/bones.css';

// Its own module: the route's pending component stays in the first download, the page does not.

/** The product layout in grey, shown while the product loads. */
export function ProductDetailSkeleton() {
  return (
    <div className={layout.page} role="status">
      <span className={visuallyHidden}>Loading product details</span>
      <p className={layout.breadcrumb} aria-hidden="true">
        <span className={boneShort} />
      </p>
      <div className={layout.layout} aria-hidden="true">
        <div className={layout.gallery}>
          <span className={boneFill} />
        </div>
        <div className={layout.heading}>
          <span className={boneLine} />
          <span className={boneShort} />
        </div>
        <div className={layout.details}>
          <span className={bonePrice} />
        </div>
        <div className={layout.buyBox}>
          <span className={bonePrice} />
          <span className={boneLine} />
        </div>
      </div>
    </div>
  );
}
