import { Hono } from 'hono';
import type { StaffRole } from '../../ports/staff-role';
import { createAccounts } from '../accounts/accounts';
import { jsonErrorHandler, jsonNotFound } from '../http/errors';
import { shopOrigins } from '../http/shop-origin';
import { silentLogger } from '../log/log';
import { createSqlStaff } from '../sell/sql-staff';
import { runMerchantCommand } from '../sell/staff-command';
import { createStaffGuard } from '../sell/staff-guard';
import { backOfficeRoutes } from '../sell/back-office';
import { createSqlActivity } from '../activity/sql-activity';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import { createSqlCatalogAdmin } from '../catalog/sql-catalog-admin';
import { keptTitles, openStoreCatalog, seedCatalog } from '../catalog/store-catalog';
import { createSqlPhotoStore } from '../photos/sql-photo-store';
import { createSqlStock } from '../stock/sql-stock';
import { createLedger } from '../ledger/sql-ledger';
import type { Store } from '../store/open-store';
import { openSqlStore } from '../store/open-store';
import { listen } from './listen';
import { createMemoryMailer } from './memory-mailer';
import { firstLinkIn } from './parse-mail';
import { browserFetch, MAIL_LINKS_TO } from './shop-with-accounts';
import { ledgerMerchantOrders } from '../orders/merchant-orders';
import { sellPhotoRoutes } from '../photos/routes';
import { createOrderSteps } from '../fulfilment/order-steps';
import { createSqlOrderLife } from '../fulfilment/sql-order-life';

export const PASSWORD = 'secret-pass';

/**
 * The back office's API (staff, photos, catalogue, activity) as the composition mounts it, with the server's accounts under
 * /api/auth/, on an SQL store (in memory unless `store` is given), listening on a free port. Its
 * clock (the invitations' 24 hours, the sessions' 12) is moved by `advance`; its mail is kept in
 * `mail`, its activity in `activity`.
 */
export async function listenWithBackOffice({ store = openSqlStore(':memory:') }: { store?: Store } = {}) {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const mail = createMemoryMailer();
  const accounts = await createAccounts({ store, mailLinksTo: MAIL_LINKS_TO, mailer: mail.mailer, logger: silentLogger });
  const staff = createSqlStaff(store, { now });
  const activity = createSqlActivity(store, now);
  const originsOf = shopOrigins(undefined, []);
  const guard = createStaffGuard({ sessionOf: accounts.sessionOf, staff, originsOf, now });
  // the built-in catalog, kept in the store as a new shop's is (ADR-046), and what its shoppers see
  await seedCatalog(store, builtInCatalogEntries());
  const shoppersCatalog = await openStoreCatalog(store);
  const stock = createSqlStock(store);
  const ledger = createLedger(store);
  // the processor's refunds as it took them; `refundsFail` makes it unreachable
  const processor = {
    refunds: [] as Array<{ orderId: string; amountCents: number; key: string }>,
    refundsFail: false,
    async refund(orderId: string, part?: { amountCents: number; key: string }) {
      if (processor.refundsFail) throw new TypeError('fetch failed');
      if (part && !processor.refunds.some((taken) => taken.key === part.key)) processor.refunds.push({ orderId, ...part });
    },
  };
  const orderSteps = createOrderSteps({
    life: createSqlOrderLife(store),
    processor,
    orders: ledger,
    mail: { mailer: mail.mailer, siteUrl: MAIL_LINKS_TO },
    records: null,
    logger: silentLogger,
  });
  const backOffice = {
    staff,
    guard,
    activity,
    catalog: createSqlCatalogAdmin(store, now),
    photos: createSqlPhotoStore(store),
    stock,
    titleOf: keptTitles(shoppersCatalog),
    orders: ledgerMerchantOrders(ledger),
    orderSteps,
    catalogChanged: () => shoppersCatalog.refresh(),
    mailer: mail.mailer,
    mailLinksTo: MAIL_LINKS_TO,
  };
  const app = new Hono();
  app.onError(jsonErrorHandler(silentLogger));
  app.notFound(jsonNotFound);
  app.on(['GET', 'POST'], '/api/auth/*', (c) => accounts.handle(c.req.raw));
  app.route(
    '/api/sell',
    backOfficeRoutes(backOffice, { accounts, originsOf, logger: silentLogger, photoUploads: sellPhotoRoutes }),
  );
  const server = await listen(app.fetch);
  const { baseUrl } = server;

  /** A request of the browser's with a JSON body. */
  const send = (browser: typeof fetch, method: string, path: string, body?: unknown) =>
    browser(`${baseUrl}${path}`, {
      method,
      ...(body !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });

  /** The token of the newest invitation mailed to `email`, from its link. */
  const tokenMailedTo = (email: string) => {
    const message = mail.messages.findLast((sent) => sent.to === email);
    if (!message) throw new Error(`no mail to ${email}`);
    return firstLinkIn(message.text).searchParams.get('token')!;
  };

  const shop = {
    baseUrl,
    store,
    staff,
    activity,
    stock,
    ledger,
    /** the processor's refunds, one per key, and whether it can be reached */
    processor,
    orderSteps,
    /** the shoppers' catalogue of this instance */
    shoppersCatalog,
    /** everything on record, oldest first */
    recorded: async () => (await activity.list({ limit: 1000 })).reverse(),
    mail,
    send,
    tokenMailedTo,
    advance(ms: number) {
      offset += ms;
    },
    /** a browser without a session */
    browser: () => browserFetch(baseUrl),
    /** a new shopper's browser, signed up and signed in */
    async shopper(name: string) {
      const browser = browserFetch(baseUrl);
      const response = await send(browser, 'POST', '/api/auth/sign-up/email', {
        email: `${name}@example.com`,
        password: PASSWORD,
        name,
      });
      if (!response.ok) throw new Error(`sign-up of ${name} answered ${response.status}`);
      return browser;
    },
    /** a new person invited from the command line with `role`, welcomed with a password: their browser, signed in */
    async joined(name: string, role: StaffRole) {
      const email = `${name}@example.com`;
      await runMerchantCommand({ staff, activity, mailer: mail.mailer, mailLinksTo: MAIL_LINKS_TO }, [
        'invite',
        email,
        '--role',
        role,
      ]);
      const browser = browserFetch(baseUrl);
      const welcomed = await send(browser, 'POST', '/api/sell/welcome', { token: tokenMailedTo(email), password: PASSWORD });
      if (!welcomed.ok) throw new Error(`the welcome of ${name} answered ${welcomed.status}`);
      const { id } = (await welcomed.json()) as { id: string };
      return Object.assign(browser, { id, email });
    },
    async close() {
      await server.close();
      await store.close();
    },
  };
  return {
    ...shop,
    /** an owner, a clerk (staff), a shopper and a browser without a session: every kind of caller */
    async everyone() {
      const owner = await shop.joined('owner', 'owner');
      const clerk = await shop.joined('clerk', 'staff');
      const shopper = await shop.shopper('shopper');
      return { owner, clerk, shopper, nobody: shop.browser() };
    },
  };
}
