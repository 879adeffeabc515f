import type { Product } from '../../../ports/entities';
import { dealOf } from '../../domain/deal';
import { formatCents, formatPrice } from '../../domain/money';
import * as css from './deal-note.css';

/** Beside the price of a product on a deal: its list price struck through and what the deal saves (ADR-022). */
export function DealNote({ product }: { product: Product }) {
  const deal = dealOf(product);
  if (!deal) return null;
  return (
    <p className={css.note}>
      <span className={css.listPrice}>
        List: <s>{formatPrice(deal.listPrice)}</s>
      </span>
      <span className={css.saving}>
        Save {formatCents(deal.savingCents)} ({deal.percent}%)
      </span>
    </p>
  );
}
