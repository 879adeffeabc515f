import { useState } from 'react';
import type { BasketLine } from '../../../ports/entities';
import { NotFoundError } from '../../../ports/errors';
import { toCents } from '../../domain/basket';
import { formatPrice } from '../../domain/money';
import { useAddToBasket } from '../../shared/add-to-basket-context';
import { usePorts } from '../../shared/ports-context';
import { button } from '../../shared/theme/button-class';
import * as css from './buy-it-again.css';

/**
 * ADR-010: a product of a past order goes into the basket again at today's price, read from the
 * catalogue (the order's price may be old); a changed price is said, and a product the catalogue
 * no longer has adds nothing.
 */
export function BuyItAgain({ line }: { line: BasketLine }) {
  const { catalog } = usePorts();
  const add = useAddToBasket();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function buyAgain() {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const product = await catalog.getProduct(line.id);
      add(product);
      if (toCents(product.price) !== toCents(line.price)) {
        setNotice(`Price changed: now ${formatPrice(product.price)}, was ${formatPrice(line.price)}`);
      }
    } catch (error) {
      setNotice(
        error instanceof NotFoundError
          ? `${line.title} is no longer available.`
          : 'Could not check the current price. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={css.buyAgain}>
      {/* aria-disabled rather than disabled: a keyboard shopper's focus stays on the button while it works */}
      <button
        type="button"
        className={button({ size: 'small' })}
        aria-label={`Buy it again: ${line.title}`}
        aria-disabled={busy}
        onClick={() => void buyAgain()}
      >
        Buy it again
      </button>
      <p className={css.notice} aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
