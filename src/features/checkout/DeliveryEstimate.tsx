import { deliveryRule } from '../../domain/delivery';
import { useArrivalWords } from '../../shared/use-arrival-words';
import * as css from './delivery-estimate.css';

/** The delivery line of checkout (ADR-021): what it costs, by which rule, and when it arrives if ordered now. */
export function DeliveryEstimate() {
  const arrival = useArrivalWords(new Date());
  return (
    <p className={css.estimate}>
      <span>
        Delivery: <strong className={css.free}>FREE</strong> ({deliveryRule})
      </span>
      <span>
        Arrives by <strong>{arrival}</strong>
      </span>
    </p>
  );
}
