import type { Migration } from 'kysely';
import { createPayments } from './001-payments';
import { addReceipts } from './002-receipts';
import { createAccounts } from './003-accounts';
import { createServerSecrets } from './004-server-secrets';
import { addOrderDetails } from './005-order-details';
import { createBaskets } from './006-baskets';
import { createPasskeyTable } from './007-passkeys';
import { createStock } from './008-stock';
import { addSoldHolds } from './009-sold-holds';
import { addClientAddresses } from './010-client-addresses';
import { addBasketChanges } from './011-basket-changes';
import { createStaff } from './012-staff';
import { createPhotos } from './013-photos';
import { createCatalog } from './014-catalog';
import { createActivity } from './015-activity';
import { createOrderSteps } from './016-order-steps';
import { addOrderStepsRecorded } from './017-order-steps-recorded';

/**
 * The server's schema, one for SQLite and PostgreSQL: ordered, named steps, each run once, in one
 * transaction with every step still to run (under an advisory lock on PostgreSQL, the write lock
 * on SQLite), so instances starting together migrate once. Append only: a shipped step is never
 * edited. One file a step, named as the step, in the order they run.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-payments': { up: createPayments },
  '002-receipts': { up: addReceipts },
  '003-accounts': { up: createAccounts },
  '004-server-secrets': { up: createServerSecrets },
  '005-order-details': { up: addOrderDetails },
  '006-baskets': { up: createBaskets },
  '007-passkeys': { up: createPasskeyTable },
  '008-stock': { up: createStock },
  '009-sold-holds': { up: addSoldHolds },
  '010-client-addresses': { up: addClientAddresses },
  '011-basket-changes': { up: addBasketChanges },
  '012-staff': { up: createStaff },
  '013-photos': { up: createPhotos },
  '014-catalog': { up: createCatalog },
  '015-activity': { up: createActivity },
  '016-order-steps': { up: createOrderSteps },
  '017-order-steps-recorded': { up: addOrderStepsRecorded },
};
