import { Hono } from 'hono';
import type { ActivityPort } from '../../ports/activity-port';
import type { CatalogAdminPort } from '../../ports/catalog-admin-port';
import type { MerchantOrdersPort } from '../../ports/merchant-orders-port';
import type { PhotoStorePort } from '../../ports/photo-store-port';
import type { StaffPort } from '../../ports/staff-port';
import type { StockPort } from '../../ports/stock-port';
import type { Logger } from '../log/log';
import type { Mailer } from '../mail/mailer';
import type { sellPhotoRoutes } from '../photos/routes';
import { sellCatalogRoutes } from './catalog-routes';
import { sellStockRoutes, type TitleOf } from './stock-routes';
import { sellOrderRoutes } from './order-routes';
import { sellOrderStepRoutes } from './order-step-routes';
import type { OrderSteps } from '../fulfilment/order-steps';
import type { StaffGuard } from './staff-guard';
import { staffRoutes, type StaffAccounts } from './staff-routes';

/** What the back office (`/api/sell`) is built from, by the composition root. */
export interface BackOffice {
  staff: StaffPort;
  /** the door of every route but the welcome (ADR-044) */
  guard: StaffGuard;
  activity: ActivityPort;
  /** the catalogue kept in the store (ADR-046); null when the shop's catalogue is another host's */
  catalog: CatalogAdminPort | null;
  photos: PhotoStorePort;
  /** every paid order, and the units each product sold */
  orders: MerchantOrdersPort;
  /** each order's life after its payment (ADR-051); absent where nothing takes its steps (the offline demo) */
  orderSteps?: OrderSteps;
  /** the stock the checkouts hold and sell (ADR-039) */
  stock: StockPort;
  /** a product's title for the stock's list, when the shop's own catalogue has it */
  titleOf: TitleOf;
  /** after a catalogue change: this instance's shoppers see it at once */
  catalogChanged(): Promise<void>;
  /** where invitations go, and the shop's address their links lead to */
  mailer: Mailer;
  mailLinksTo: string;
}

/** How the back office takes photos: the server's sellPhotoRoutes, which re-encodes them (sharp), or the offline demo's. */
export type PhotoUploads = typeof sellPhotoRoutes;

/**
 * The back office's API, one room under `/api/sell`: staff, photos, stock, orders, catalogue and
 * activity. Nothing here runs on Node alone: the offline demo runs the same rooms in its page.
 */
export function backOfficeRoutes(
  office: BackOffice,
  {
    accounts,
    originsOf,
    logger,
    photoUploads,
  }: { accounts: StaffAccounts; originsOf(request: Request): string[]; logger: Logger; photoUploads: PhotoUploads },
): Hono {
  const { staff, guard, activity, catalog, photos, orders, orderSteps, stock, titleOf, catalogChanged, mailer, mailLinksTo } =
    office;
  const routes = new Hono();
  routes.route('/', staffRoutes({ staff, guard, activity, accounts, mailer, mailLinksTo, originsOf, logger }));
  routes.route('/photos', photoUploads({ photos, guard, activity, originsOf }));
  routes.route('/', sellStockRoutes({ stock, sold: () => orders.unitsSold(), titleOf, activity, guard }));
  routes.route('/', sellOrderRoutes({ orders, guard }));
  if (orderSteps) routes.route('/', sellOrderStepRoutes({ steps: orderSteps, activity, guard }));
  if (catalog)
    routes.route(
      '/',
      sellCatalogRoutes({ catalog, activity, photos, guard, stocked: () => stock.list(), changed: catalogChanged }),
    );
  return routes;
}
