import { OrdersError } from '../../ports/errors';
import { shopServerCall, type ShopServerOptions } from './shop-server';

/**
 * The shopper's cancel of their own order on the shop's server (ADR-051), which decides and refunds
 * all that is left. Resolves once it is taken; throws an OrdersError in the server's words when it
 * is refused ("The order is shipped: …"), or says the server could not be reached.
 */
export function serverCancellation(options: ShopServerOptions) {
  const call = shopServerCall(options);
  return async (orderId: string): Promise<void> => {
    const answer = await call(`/api/orders/${encodeURIComponent(orderId)}/cancellation`, { method: 'POST' }).catch(() => {
      throw new OrdersError("The order could not be cancelled: the shop's server cannot be reached.");
    });
    if (answer.status === 200) return;
    const words = (answer.body as { error?: unknown } | null)?.error;
    throw new OrdersError(
      typeof words === 'string' ? words : `Order ${orderId} could not be cancelled: the shop's server answered ${answer.status}.`,
    );
  };
}
