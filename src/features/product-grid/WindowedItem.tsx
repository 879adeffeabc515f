import { memo } from 'react';
import type { Product } from '../../../ports/entities';
import { ProductCard, type RenderProductAction } from './ProductCard';
import * as css from './windowed-item.css';

interface WindowedItemProps {
  product: Product;
  renderAction?: RenderProductAction;
  showDescription: boolean;
  titleLevel: 2 | 3;
  row: number;
  position: number;
  setSize: number;
  top: number;
  height: number;
  width: string;
  left: string;
}

/** One placed card; memoised, so scrolling renders only the cards that come into the window. */
export const WindowedItem = memo(function WindowedItem({
  product,
  renderAction,
  showDescription,
  titleLevel,
  row,
  position,
  setSize,
  ...box
}: WindowedItemProps) {
  return (
    <li className={css.windowedItem} data-row={row} aria-setsize={setSize} aria-posinset={position} style={box}>
      <ProductCard product={product} action={renderAction?.(product)} showDescription={showDescription} titleLevel={titleLevel} />
    </li>
  );
});
