import type { AuthPort } from './auth-port';
import type { BackOfficePort } from './back-office-port';
import type { BasketStoragePort, WaitingChangesPort } from './basket-storage-port';
import type { CatalogPort } from './catalog-port';
import type { OrdersPort } from './orders-port';
import type { PasskeyPort } from './passkey-port';
import type { PaymentPort } from './payment-port';
import type { PendingOrdersPort } from './pending-orders-port';
import type { RecentlyViewedPort } from './recently-viewed-port';
import type { StockLevelsPort } from './stock-port';

/** Every adapter the app needs, chosen once at bootstrap. */
export interface Ports {
  catalog: CatalogPort;
  auth: AuthPort;
  orders: OrdersPort;
  payment: PaymentPort;
  basketStorage: BasketStoragePort;
  /** the changes waiting for the shopper to be known, or for the server (ADR-042); without it they live in the page's memory */
  waitingChanges?: WaitingChangesPort;
  /** payments whose order is not saved yet, kept in the browser */
  pendingOrders: PendingOrdersPort;
  /** the products the shopper opened lately, kept in the browser */
  recentlyViewed: RecentlyViewedPort;
  /** what is left of each product to sell (ADR-039) */
  stockLevels: StockLevelsPort;
  /** passkeys beside the password: only where the shop's own server keeps the accounts (the embedded default) */
  passkeys?: PasskeyPort;
  /** the merchant's back office (ADR-048), its code loaded on its pages only; absent where no shop server keeps it */
  backOffice?: () => Promise<BackOfficePort>;
}
