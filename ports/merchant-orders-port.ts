import type { MerchantOrder } from './back-office-port';

/**
 * Every paid order as the merchant sees it (the back office's orders, in both configurations): the
 * server's adapter reads the payments ledger, which holds every payment whoever keeps the shoppers;
 * the offline demo's keeps the orders paid in its page.
 */
export interface MerchantOrdersPort {
  /**
   * Paid orders, newest first. `search` finds an order by its id, or by part of the shopper's e-mail
   * whatever its case; a pattern's wildcards are taken as written.
   */
  paidOrders(query: { search?: string; offset: number; limit: number }): Promise<{ orders: MerchantOrder[]; total: number }>;
  /** how many units of each product were paid for (a payment whose stock was gone, to be refunded, is not a sale) */
  unitsSold(): Promise<ReadonlyMap<number, number>>;
}
