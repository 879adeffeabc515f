import type { Order } from './entities';
import type { Unsubscribe } from './auth-port';

export interface OrdersPort {
  /** Writes users/{uid}/orders/{order.id}; saving the same id again keeps one order, never two. */
  saveOrder(uid: string, order: Order): Promise<void>;
  /** Live list of the user's orders, newest `created` first; `onError` gets an OrdersError. */
  watchOrders(uid: string, onOrders: (orders: Order[]) => void, onError: (error: Error) => void): Unsubscribe;
}
