import type { MerchantOrder } from '../../ports/back-office-port';
import type { MerchantOrdersPort } from '../../ports/merchant-orders-port';

const newestFirst = (a: MerchantOrder, b: MerchantOrder) => b.created - a.created || b.id.localeCompare(a.id);

/**
 * The orders paid in this page, as the merchant sees them: the offline demo's back office (ADR-012)
 * and the double of MerchantOrdersPort. `record` keeps an order once paid; the first record of an
 * id stands, as the ledger's does.
 */
export function createInPageSales(): MerchantOrdersPort & { record(order: MerchantOrder): void } {
  const orders = new Map<string, MerchantOrder>();
  return {
    record(order) {
      if (!orders.has(order.id)) orders.set(order.id, structuredClone(order));
    },
    async paidOrders({ search, offset, limit }) {
      const id = search?.trim() ?? '';
      const words = id.toLowerCase();
      const found = [...orders.values()]
        .filter((order) => words === '' || order.id === id || order.email.toLowerCase().includes(words))
        .sort(newestFirst);
      return { orders: structuredClone(found.slice(offset, offset + limit)), total: found.length };
    },
    async unitsSold() {
      const sold = new Map<number, number>();
      for (const order of orders.values())
        for (const line of order.basket) sold.set(line.id, (sold.get(line.id) ?? 0) + line.amount);
      return sold;
    },
  };
}
