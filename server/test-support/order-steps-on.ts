import { createOrderSteps } from '../fulfilment/order-steps';
import { createSqlOrderLife } from '../fulfilment/sql-order-life';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import type { Mailer } from '../mail/mailer';
import type { PaymentProcessor } from '../payment/processor';
import type { OrderRecords } from '../fulfilment/order-records';
import type { Store } from '../store/open-store';
import { createMemoryMailer } from './memory-mailer';

/**
 * Each paid order's steps on the store, as the composition makes them, refunds going to `processor`,
 * and their state onto `records` where the orders of record are kept elsewhere (the cloud's).
 */
export function orderStepsOn(
  store: Store,
  processor: Pick<PaymentProcessor, 'refund'>,
  mailer: Mailer = createMemoryMailer().mailer,
  records: OrderRecords | null = null,
) {
  return createOrderSteps({
    life: createSqlOrderLife(store),
    processor,
    orders: createLedger(store),
    mail: { mailer, siteUrl: 'https://shop.example' },
    records,
    logger: silentLogger,
  });
}
