import { memo } from 'react';
import type { Product } from '../../../ports/entities';
import { ProductCard, type RenderProductAction } from './ProductCard';
import * as css from './windowed-card.css';

interface WindowedCardProps {
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
export const WindowedCard = memo(function WindowedCard({
  product,
  renderAction,
  showDescription,
  titleLevel,
  row,
  position,
  setSize,
  ...box
}: WindowedCardProps) {
  return (
    <li className={css.windowedCard} data-row={row} aria-setsize={setSize} aria-posinset={position} style={box}>
      <ProductCard product={product} action={renderAction?.(product)} showDescription={showDescription} titleLevel={titleLevel} />
    </li>
  );
});
