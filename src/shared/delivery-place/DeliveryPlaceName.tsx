import { placeName } from '../../domain/delivery';
import { useDeliveryPlace } from './delivery-place';

/** The header's 'Delivered To' place: the shopper's when given, else the shop's (ADR-021). */
export function DeliveryPlaceName({ className }: { className: string }) {
  return <span className={className}>{placeName(useDeliveryPlace())}</span>;
}
