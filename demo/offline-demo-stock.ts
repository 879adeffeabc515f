import { outOfStockMessage } from '../ports/checkout-messages';
import { PaymentError } from '../ports/errors';
import { amountsOf, shortagesOf, type Shortage, type StockPort } from '../ports/stock-port';
import type { PaymentServerApi } from '../adapters/shop-server/payment-server-api';
import { intentIdOf } from '../ports/payment-port';

/** as the server's default (STOCK_HOLD_MINUTES) */
const HOLD_SECONDS = 15 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The offline demo's payments with the server's stock rules (ADR-039), on a stock in memory: a
 * checkout holds its basket's quantities or is refused with the products short, and a payment sells
 * its hold. One the demo could not sell (its hold lapsed and the stock went to another tab's
 * checkout) is refused before it is paid: the demo has no money to give back.
 */
export function withDemoStock(
  api: PaymentServerApi,
  stock: StockPort,
  titleOf: (productId: number) => string | undefined,
): PaymentServerApi {
  const intentLines = new Map<string, Map<number, number>>();
  const refusal = (short: Shortage[]) =>
    new PaymentError(
      outOfStockMessage(short.map(({ productId, left }) => ({ title: titleOf(productId) ?? `product ${productId}`, left }))),
      'out_of_stock',
    );
  return {
    ...api,
    async createPayment(request) {
      const amounts = amountsOf(request.lines);
      const created = await api.createPayment(request);
      const intentId = intentIdOf(created.clientSecret);
      const held = await stock.hold(intentId, amounts, nowSeconds() + HOLD_SECONDS);
      if (!held.held) throw refusal(held.short);
      intentLines.set(intentId, amounts);
      return created;
    },
    async confirm(clientSecret, card) {
      const intentId = intentIdOf(clientSecret);
      const amounts = intentLines.get(intentId);
      await stock.releaseLapsed(nowSeconds());
      if (amounts && !(await stock.sell(intentId, amounts))) {
        throw refusal(shortagesOf(await stock.levelsOf([...amounts.keys()]), amounts));
      }
      return api.confirm(clientSecret, card);
    },
  };
}
