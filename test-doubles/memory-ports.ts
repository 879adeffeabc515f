import type { Ports } from '../ports/ports';
import { createMemoryAuth } from './memory-auth';
import { createMemoryBasketStorage } from './memory-basket-storage';
import { createMemoryCatalog } from './memory-catalog';
import { createMemoryOrders } from './memory-orders';
import { createMemoryPayment } from './memory-payment';
import { createMemoryPendingOrders } from './memory-pending-orders';
import { createMemoryRecentlyViewed } from './memory-recently-viewed';
import { createInPageStock } from '../adapters/in-page/in-page-stock';

/** Every port as an in-memory double, with each double's switches at hand for tests. */
export function createMemoryPorts(options: Parameters<typeof createMemoryAuth>[0] = {}) {
  const catalog = createMemoryCatalog();
  const auth = createMemoryAuth(options);
  const orders = createMemoryOrders();
  const payment = createMemoryPayment();
  const basketStorage = createMemoryBasketStorage();
  const pendingOrders = createMemoryPendingOrders();
  const recentlyViewed = createMemoryRecentlyViewed();
  // nothing stocked: every product sells without limit until a test stocks it
  const stock = createInPageStock();
  const ports: Ports = {
    catalog: catalog.catalog,
    auth: auth.auth,
    orders: orders.orders,
    payment: payment.payment,
    basketStorage: basketStorage.basketStorage,
    pendingOrders: pendingOrders.pendingOrders,
    recentlyViewed: recentlyViewed.recentlyViewed,
    stockLevels: stock,
  };
  return { ports, catalog, auth, orders, payment, basketStorage, pendingOrders, recentlyViewed, stock };
}
