import { Link } from '@tanstack/react-router';
import type { BasketLine } from '../../../ports/entities';
import { useId } from 'react';
import { maxAmount, toCents } from '../../domain/basket';
import { lineOverStock } from '../../domain/stock-words';
import { useStockLeft } from '../../shared/stock-left';
import { formatCents, formatPrice } from '../../domain/money';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import { useBasket } from './basket-context';
import * as css from './basket-line-row.css';

/**
 * One basket line: the product, decrease and increase buttons and the quantity (requirements §2
 * 'Cart page'), and Delete, which takes the whole line out (ADR-010) and tells the page.
 */
export function BasketLineRow({ line, onDeleted }: { line: BasketLine; onDeleted: (line: BasketLine) => void }) {
  const add = useBasket((state) => state.add);
  const remove = useBasket((state) => state.remove);
  const deleteLine = useBasket((state) => state.deleteLine);
  const { left } = useStockLeft(line.id, true);
  // ADR-039: the + stops at what is left too; a line above it (the stock fell) says so
  const atStock = left !== undefined && line.amount >= left;
  const atMaximum = line.amount >= maxAmount || atStock;
  const overStock = left !== undefined && line.amount > left;
  const limitId = useId();
  return (
    <li className={css.line}>
      <img className={css.lineImage} src={line.image} alt="" width={120} height={120} loading="lazy" />
      <div className={css.lineBody}>
        <Link to="/products/$productId" params={{ productId: String(line.id) }} className={css.lineTitle}>
          {line.title}
        </Link>
        <p className={css.linePrice}>{formatPrice(line.price)}</p>
        <div className={css.amountGroup} role="group" aria-label={`Quantity of ${line.title}`}>
          <button
            type="button"
            className={css.stepper}
            aria-label={`Decrease quantity of ${line.title}`}
            onClick={() => remove(line.id)}
          >
            −
          </button>
          <span className={css.amount} aria-live="polite">
            {line.amount}
          </span>
          {/* ADR-020: at the maximum the + says why it does nothing; aria-disabled keeps the focus on it */}
          <button
            type="button"
            className={css.stepper}
            aria-label={`Increase quantity of ${line.title}`}
            aria-disabled={atMaximum || undefined}
            aria-describedby={atMaximum ? limitId : undefined}
            onClick={() => {
              if (!atMaximum) add(line);
            }}
          >
            +
          </button>
        </div>
        {overStock ? (
          <p id={limitId} className={css.overStock}>
            {lineOverStock(left)}
          </p>
        ) : (
          atMaximum && (
            <p id={limitId} className={css.limit}>
              {atStock ? `Only ${left} left in stock` : `Limit ${maxAmount} per product`}
            </p>
          )
        )}
        <button
          type="button"
          className={css.deleteLine}
          aria-label={`Delete ${line.title}`}
          onClick={() => {
            deleteLine(line.id);
            onDeleted(line);
          }}
        >
          Delete
        </button>
      </div>
      {/* a p takes no aria-label: the words are hidden text, read before the amount */}
      <p className={css.lineTotal}>
        <span className={visuallyHidden}>Line total </span>
        {formatCents(toCents(line.price) * line.amount)}
      </p>
    </li>
  );
}
