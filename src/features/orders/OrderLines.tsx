import type { ReactNode } from 'react';
import type { BasketLine } from '../../../ports/entities';
import { formatPrice } from '../../domain/money';
import * as css from './order-lines.css';

/** An order's products, each with its picture, title, price and count; `after` adds to each line. */
export function OrderLines({
  lines,
  label,
  after,
}: {
  lines: BasketLine[];
  label?: string;
  after: (line: BasketLine) => ReactNode;
}) {
  return (
    <ul className={css.lines} aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} className={css.line}>
          <img src={line.image} alt="" width={80} height={80} loading="lazy" className={css.image} />
          <div>
            <p className={css.title}>{line.title}</p>
            <p className={css.meta}>
              {formatPrice(line.price)} × {line.amount}
            </p>
            {after(line)}
          </div>
        </li>
      ))}
    </ul>
  );
}
