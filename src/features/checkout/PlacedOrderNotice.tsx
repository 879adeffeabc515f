import { Link } from '@tanstack/react-router';
import { successNotice } from '../../shared/theme/recipes.css';
import { CheckoutFrame, CheckoutPanel } from './CheckoutFrame';

/** ADR-019: /Payment reopened or reloaded after its payment went through: the order, not an empty basket. */
export function PlacedOrderNotice({ orderId }: { orderId: string }) {
  return (
    <CheckoutFrame heading="Checkout">
      <CheckoutPanel>
        <p className={successNotice} role="status">
          Your order has been placed successfully!
        </p>
        <p>
          Order ID: {orderId}. <Link to="/Orders">See it in Your Orders</Link>
        </p>
      </CheckoutPanel>
    </CheckoutFrame>
  );
}
