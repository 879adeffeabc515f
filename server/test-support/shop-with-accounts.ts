import { createAccounts } from '../accounts/accounts';
import { createTestServerApp, type TestServerAppOptions } from './test-server-app';
import { createBasketStore } from '../basket/basket-store';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import type { Mailer } from '../mail/mailer';
import { openSqlStore } from '../store/open-store';
import { listen } from './listen';
import { createMemoryMailer } from './memory-mailer';

/**
 * A fetch that keeps cookies as one browser does, and sends the shop's own Origin as its pages do:
 * what a shopper's browser is to the server, for tests in Node (whose fetch keeps no cookies).
 */
export function browserFetch(origin: string): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const browser = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if ((init.method ?? 'GET') !== 'GET') headers.set('Origin', origin);
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const expired = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return Object.assign(browser, { cookies });
}

/** Where the mail of `listenWithAccounts` links to: its port is chosen after the accounts are made. */
export const MAIL_LINKS_TO = 'http://shop.localhost';

/**
 * The shop's server with its accounts and signed-in baskets, on an SQL store in memory, listening on a free port: for
 * tests of the browser's adapters against the real thing. Its password reset mail goes to `mailer`
 * (default: kept in memory, unread), its links on MAIL_LINKS_TO.
 */
export async function listenWithAccounts({
  mailer = createMemoryMailer().mailer,
  ...options
}: TestServerAppOptions & { mailer?: Mailer } = {}) {
  const store = openSqlStore(':memory:');
  const accounts = await createAccounts({ store, mailLinksTo: MAIL_LINKS_TO, mailer, logger: silentLogger });
  const app = createTestServerApp({
    logger: silentLogger,
    ledger: createLedger(store),
    accounts,
    baskets: createBasketStore(store),
    ...options,
  });
  const server = await listen(app.fetch);
  return {
    baseUrl: server.baseUrl,
    store,
    /** a new shopper's browser, signed up and signed in */
    async signedUp(name: string) {
      const browser = browserFetch(server.baseUrl);
      const response = await browser(`${server.baseUrl}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `${name}@example.com`, password: 'secret-pass', name }),
      });
      if (!response.ok) throw new Error(`sign-up of ${name} answered ${response.status}`);
      return browser;
    },
    async close() {
      await server.close();
      await store.close();
    },
  };
}
