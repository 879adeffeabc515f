import type { Ports } from '../ports/ports';
import { createMemoryAuth } from './memory-auth';
import { createMemoryBasketStorage } from './memory-basket-storage';
import { createMemoryCatalog } from './memory-catalog';
import { createMemoryOrders } from './memory-orders';
import { createMemoryPayment } from './memory-payment';
import { createMemoryPendingOrders } from './memory-pending-orders';
import { createMemoryRecentlyViewed } from './memory-recently-viewed';

/** Every port as an in-memory double, with each double's switches at hand for tests. */
export function createMemoryPorts(options: Parameters<typeof createMemoryAuth>[0] = {}) {
  const catalog = createMemoryCatalog();
  const auth = createMemoryAuth(options);
  const orders = createMemoryOrders();
  const payment = createMemoryPayment();
  const basketStorage = createMemoryBasketStorage();
  const pendingOrders = createMemoryPendingOrders();
  const recentlyViewed = createMemoryRecentlyViewed();
  const ports: Ports = {
    catalog: catalog.catalog,
    auth: auth.auth,
    orders: orders.orders,
    payment: payment.payment,
    basketStorage: basketStorage.basketStorage,
    pendingOrders: pendingOrders.pendingOrders,
    recentlyViewed: recentlyViewed.recentlyViewed,
  };
  return { ports, catalog, auth, orders, payment, basketStorage, pendingOrders, recentlyViewed };
}
