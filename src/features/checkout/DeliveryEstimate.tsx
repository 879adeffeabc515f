import { arrivalDate, deliveryRule, formatArrival } from '../../domain/delivery';
import * as css from './delivery-estimate.css';

/** The delivery line of checkout (ADR-021): what it costs, by which rule, and when it arrives if ordered now. */
export function DeliveryEstimate() {
  return (
    <p className={css.estimate}>
      <span>
        Delivery: <strong className={css.free}>FREE</strong> ({deliveryRule})
      </span>
      <span>
        Arrives by <strong>{formatArrival(arrivalDate(new Date()))}</strong>
      </span>
    </p>
  );
}
