import type { Order } from './entities';
import type { Unsubscribe } from './auth-port';

export interface OrdersPort {
  /**
   * Writes users/{uid}/orders/{order.id}. An id already saved keeps the order saved first: saving
   * it again (a retry) keeps one order, never two, and never replaces it (ADR-022).
   */
  saveOrder(uid: string, order: Order): Promise<void>;
  /**
   * Live list of the user's orders, newest `created` first; `onError` gets an OrdersError. `shown`:
   * the list the page already shows, drawn by the server just now (ADR-036): an adapter that reads
   * on request need not read it again at once; one that follows a live store may ignore it.
   */
  watchOrders(uid: string, onOrders: (orders: Order[]) => void, onError: (error: Error) => void, shown?: Order[]): Unsubscribe;
  /**
   * Orders will soon be read or saved (the orders page is opening): starts now what the first use
   * would otherwise wait for, such as a download or opening a database. Never throws; a failure
   * shows at the first real use.
   */
  prepare(): void;
  /**
   * Cancels the shopper's order while it has not shipped (ADR-051): all that is left of it is
   * refunded at once, and the watchers see it. Throws an OrdersError in the shop's words when it
   * is refused ("The order is shipped: it cannot be cancelled."). Absent where orders cannot be
   * cancelled from the shop's pages.
   */
  cancelOrder?(uid: string, orderId: string): Promise<void>;
}
