import type { MerchantOrdersHarness, PaidOrder } from '../../test-doubles/contracts/merchant-orders-contract';
import type { PaymentsLedger } from '../ledger/payments-ledger';
import { ledgerMerchantOrders } from '../orders/merchant-orders';
import { newPayment } from './ledger-contract';

/** The merchant's orders on a ledger the harness opens: each paid order a payment recorded, then paid. */
export function merchantOrdersOnLedger(
  openLedger: () => Promise<PaymentsLedger & { ready: Promise<void> }>,
): MerchantOrdersHarness {
  return {
    async open() {
      const ledger = await openLedger();
      await ledger.ready;
      const pay = async ({ email, created, lines }: PaidOrder) => {
        const ledgerLines = lines.map(({ product, amount }) => ({
          product,
          unitPriceCents: Math.round(product.price * 100),
          amount,
        }));
        const payment = await ledger.record(
          newPayment({
            shopper: { uid: email, email },
            created,
            lines: ledgerLines,
            amount: ledgerLines.reduce((sum, line) => sum + line.unitPriceCents * line.amount, 0),
          }),
        );
        await ledger.setStatus(payment.intentId, 'succeeded', created + 10);
        return payment.intentId;
      };
      return { orders: ledgerMerchantOrders(ledger), pay, close: () => ledger.close() };
    },
  };
}
