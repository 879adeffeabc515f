import type { MerchantOrdersPort } from '../../ports/merchant-orders-port';
import type { OrderLedger } from '../ledger/payments-ledger';
import { orderFrom } from './orders-of';

/** The back office's orders as the payments ledger keeps them: each paid payment with who paid and the payment's id. */
export function ledgerMerchantOrders(ledger: Pick<OrderLedger, 'paidOrders' | 'unitsSold'>): MerchantOrdersPort {
  return {
    async paidOrders(query) {
      const { payments, total } = await ledger.paidOrders(query);
      return {
        orders: payments.map((payment) => ({ ...orderFrom(payment), email: payment.shopper.email, paymentId: payment.intentId })),
        total,
      };
    },
    unitsSold: () => ledger.unitsSold(),
  };
}
