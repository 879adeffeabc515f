import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from './accounts/accounts';
import { createSignInGuard } from './accounts/sign-in-guard';
import { createTestServerApp } from './test-support/test-server-app';
import { createBasketStore } from './basket/basket-store';
import { createLedger } from './ledger/sql-ledger';
import { silentLogger } from './log/log';
import { openPostgresStore, openSqlStore, type Store } from './store/open-store';
import { createMemoryLogger } from './test-support/memory-logger';
import { createMemoryMailer } from './test-support/memory-mailer';
import { sessionCookieOf } from '../tools/local-shop/signed-up-shopper';
import { startPostgres } from '../tools/local-shop/engines';
import { listen } from './test-support/listen';

// Malformed requests over every endpoint, the accounts' and the passkeys' included, on the SQL file and
// on PostgreSQL (which refuses text SQLite would keep): a caller's mistake is answered 4xx with a
// message, never 5xx. Seeded, so a failure can be replayed.
const REQUESTS = 1_500;
const SEED = 20_261_127;

/** A small seeded generator (mulberry32): the same requests on every run. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return <T>(choices: readonly T[]): T => choices[Math.floor(next() * choices.length)]!;
}

const claimed = (value: unknown) => `Shopper ${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
/** JSON text as a client would send it, with escapes such as \u0000 kept as escapes. */
const ODD_TEXT = ['\\u0000', '\\ud800', '\\udfff', 'x\\u0000y', '\\uD83D\\uDED2', '‮', '%00', "'; DROP TABLE payments; --"];

interface Sent {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string | undefined>;
  body?: string;
}

const ADA = claimed({ uid: 'ada', email: 'ada@example.com' });
/** ada's session cookie, once she has signed up (beforeAll) */
const SESSION: Record<string, string> = {};
const JSON_HEADERS = {
  'Content-Type': 'application/json',
  'Idempotency-Key': 'a-valid-idempotency-key-0001',
};
const CARD = '{"number":"4242 4242 4242 4242","expiry":"12/40","cvc":"123","postcode":"10001"}';
/** what an authenticator answers, in shape: it verifies nowhere */
const PASSKEY_ANSWER = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA', authenticatorData: 'AA', signature: 'AA' },
};

/** A well-formed request to each endpoint, before anything is changed. */
const endpoints: Sent[] = [
  ...['/products', '/products/categories', '/products/4', '/products/category/electronics', '/images/products/4.svg'].map(
    (path) => ({ method: 'GET', path, query: '', headers: {} }),
  ),
  ...['/healthz', '/readyz', '/', '/Orders', '/products/4'].map((path) => ({
    method: 'GET',
    path,
    query: '',
    headers: { Accept: 'text/html' },
  })),
  {
    method: 'POST',
    path: '/payment/create',
    query: '?total=3999',
    headers: JSON_HEADERS,
    body: '{"lines":[{"id":9,"amount":1}]}',
  },
  {
    method: 'POST',
    path: '/payment/confirm',
    query: '',
    headers: JSON_HEADERS,
    body: `{"clientSecret":"pi_demo_1_secret_x","card":${CARD}}`,
  },
  { method: 'GET', path: '/payment/intents/pi_demo_1', query: '', headers: {} },
  { method: 'GET', path: '/api/orders', query: '', headers: {} },
  { method: 'GET', path: '/api/orders/pi_demo_1', query: '', headers: {} },
  {
    method: 'PUT',
    path: '/api/orders/pi_demo_1/delivery',
    query: '',
    headers: JSON_HEADERS,
    body: '{"delivery":{"street":"1 Main St","city":"Springfield","postcode":"12345","country":"US"}}',
  },
  { method: 'GET', path: '/api/basket', query: '', headers: {} },
  {
    method: 'POST',
    path: '/api/basket/changes',
    query: '',
    headers: JSON_HEADERS,
    body: '{"changes":[{"id":"change-1","kind":"set","amount":0,"line":{"id":1,"title":"T","price":1,"image":"","description":"","category":"","rating":{"rate":0,"count":0}}}]}',
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    query: '',
    headers: JSON_HEADERS,
    body: '{"email":"ada@example.com","password":"secret-pass"}',
  },
  { method: 'POST', path: '/payment/webhook', query: '', headers: { 'Stripe-Signature': 't=1,v1=abc' }, body: '{}' },
  ...accountEndpoints(),
];

/** The accounts' endpoints a page or a caller reaches (ADR-031, ADR-033, ADR-034, ADR-041), each well-formed. */
function accountEndpoints(): Sent[] {
  const reads = [
    '/get-session',
    '/list-sessions',
    '/reset-password/not-a-token',
    '/passkey/generate-register-options',
    '/passkey/generate-authenticate-options',
    '/passkey/list-user-passkeys',
  ];
  // a wrong current password: ada's session outlives every change
  const writes: [string, unknown][] = [
    ['/sign-up/email', { email: 'bea@example.com', password: 'secret-pass', name: 'bea' }],
    ['/request-password-reset', { email: 'ada@example.com' }],
    ['/reset-password', { token: 'not-a-token', newPassword: 'secret-pass' }],
    ['/change-password', { currentPassword: 'not-her-password', newPassword: 'secret-pass' }],
    ['/verify-password', { password: 'not-her-password' }],
    ['/update-user', { name: 'ada' }],
    ['/passkey/verify-registration', { response: PASSKEY_ANSWER, name: 'laptop' }],
    ['/passkey/verify-authentication', { response: PASSKEY_ANSWER }],
    ['/passkey/update-passkey', { id: 'a-passkey', name: 'phone' }],
    ['/passkey/delete-passkey', { id: 'a-passkey' }],
  ];
  return [
    ...reads.map((path) => ({ method: 'GET', path: `/api/auth${path}`, query: '', headers: {} })),
    ...writes.map(([path, body]) => ({
      method: 'POST',
      path: `/api/auth${path}`,
      query: '',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })),
  ];
}

const oddPaths = [
  '/%00',
  '/%ZZ',
  '/%ED%A0%80',
  '/..%2F..%2Fpackage.json',
  `/${'x'.repeat(4_000)}`,
  '/-1',
  '/1e3',
  '/99999999999999999999',
];
const queries = [
  '',
  '?total=',
  '?total=-1',
  '?total=1e5',
  '?total=%00',
  '?total=9999999999999',
  '?total=3999&total=1',
  '?token=%00',
  '?callbackURL=%00',
  '?callbackURL=https://evil.example',
];
const methods = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH'];
const authorizations = [
  undefined,
  ADA,
  claimed({ uid: 'ada\u0000', email: 'ada@example.com' }),
  claimed({ uid: 'ada', email: 'ada\u0000@example.com' }),
  claimed({ uid: '\ud800', email: 'x@example.com' }),
  claimed({ uid: 'x'.repeat(500), email: '' }),
  claimed({ uid: 7, email: null }),
  claimed('just text'),
  'Shopper not-base64!',
  'Bearer abc.def.ghi',
  'Basic YWRhOnB3',
];
/** ada's own cookie is added by `malformed`; these replace it */
const cookies = [
  undefined,
  'better-auth.session_token=forged.signature',
  'better-auth.session_token=%00%ZZ',
  `better-auth.session_token=${'x'.repeat(5_000)}`,
  'better-auth.session_token',
  ';;==;',
];
/** the shop's own Origin is added with ada's cookie; these replace it (a page of another site, a sandbox, none) */
const origins = [undefined, 'https://evil.example', 'null', '', 'http://127.0.0.1'];
const contentTypes = [undefined, 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'];
const keys = [undefined, 'short', `${'k'.repeat(300)}`, 'with spaces in it 0123456789', 'ünïcödé-key-0123456789'];
const bodies = (pick: <T>(choices: readonly T[]) => T): (string | undefined)[] => [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '1e309',
  '{"lines":"x"}',
  '{"lines":[]}',
  '{"lines":[{"id":"9","amount":1}]}',
  '{"lines":[{"id":9,"amount":1e9}]}',
  `{"lines":[{"id":9,"amount":1,"note":"${pick(ODD_TEXT)}"}]}`,
  `{"lines":[{"id":9,"amount":1}],"${pick(ODD_TEXT)}":1}`,
  `{"clientSecret":"pi_demo_1${pick(ODD_TEXT)}_secret_x","card":${CARD}}`,
  `{"clientSecret":"pi_demo_1_secret_x","card":{"number":"${pick(ODD_TEXT)}","expiry":"12/40","cvc":"123","postcode":"1"}}`,
  '{"clientSecret":"pi_demo_1_secret_x","card":null}',
  '{"__proto__":{"lines":[{"id":9,"amount":1}]}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  JSON.stringify({ lines: [{ id: 9, amount: 1 }], padding: 'x'.repeat(70_000) }),
  JSON.stringify({ lines: Array.from({ length: 101 }, (_, id) => ({ id: id + 1, amount: 1 })) }),
  `{"email":"${pick(ODD_TEXT)}@example.com","password":"secret-pass","name":"ada"}`,
  `{"email":"ada@example.com","password":"${pick(ODD_TEXT)}","name":"${pick(ODD_TEXT)}"}`,
  JSON.stringify({ email: 'ada@example.com', password: 'secret-pass', name: 'n'.repeat(101) }),
  JSON.stringify({ email: `${'e'.repeat(10_000)}@example.com`, password: 'secret-pass', name: 'ada' }),
  JSON.stringify({ email: 'ada@example.com', password: 'p'.repeat(5_000) }),
  JSON.stringify({ name: 'over the bound of an account request', padding: 'x'.repeat(17 * 1024) }),
  `{"token":"${pick(ODD_TEXT)}","newPassword":"secret-pass"}`,
  `{"currentPassword":"${pick(ODD_TEXT)}","newPassword":"secret-pass","revokeOtherSessions":"${pick(ODD_TEXT)}"}`,
  `{"response":{"id":"${pick(ODD_TEXT)}","response":{"clientDataJSON":"${pick(ODD_TEXT)}"}},"name":"${pick(ODD_TEXT)}"}`,
  '{"response":"x","name":7}',
];

/** Values a field of a well-formed body may be given instead of its own: text no store keeps, too long, of another kind. */
const ODD_VALUES: unknown[] = [
  '\u0000',
  'x\u0000y',
  '\ud800',
  '\udfff',
  '',
  ' ',
  'x'.repeat(10_000),
  -1,
  7,
  null,
  true,
  [],
  {},
  ['\u0000'],
  { nested: '\ud800' },
];

/** `body` with one of its fields (a JSON object's) given an odd value; another body as it is. */
function withOddField(body: string | undefined, pick: <T>(choices: readonly T[]) => T): string | undefined {
  let fields: unknown;
  try {
    fields = JSON.parse(body ?? '');
  } catch {
    return body;
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields) || Object.keys(fields).length === 0) return body;
  return JSON.stringify({ ...fields, [pick(Object.keys(fields))]: pick(ODD_VALUES) });
}

/** One to three changes to a well-formed request, each a mistake or an attack a client could make. */
function malformed(pick: <T>(choices: readonly T[]) => T): Sent {
  const sent: Sent = { ...pick(endpoints) };
  sent.headers = { ...sent.headers, ...SESSION };
  const changes: ((request: Sent) => void)[] = [
    (request) => (request.path += pick(oddPaths)),
    (request) => (request.query = pick(queries)),
    (request) => (request.method = pick(methods)),
    (request) => (request.headers.Authorization = pick(authorizations)),
    (request) => (request.headers.Cookie = pick(cookies)),
    (request) => (request.headers.Origin = pick(origins)),
    (request) => (request.headers['Content-Type'] = pick(contentTypes)),
    (request) => (request.headers['Idempotency-Key'] = pick(keys)),
    (request) => (request.body = pick(bodies(pick))),
    (request) => (request.body = pick(bodies(pick))),
    (request) => (request.body = withOddField(request.body, pick)),
    (request) => (request.body = withOddField(request.body, pick)),
  ];
  for (let count = pick([1, 2, 3]); count > 0; count -= 1) pick(changes)(sent);
  return sent;
}

/** The fuzz on a store `open` makes; `stop` ends what it started. */
function malformedRequestsOn(engine: string, open: () => Promise<{ store: Store; stop(): void }>) {
  describe(`malformed requests over every endpoint, on ${engine}`, { timeout: 240_000 }, () => {
    let opened: { store: Store; stop(): void };
    let site: string;

    beforeAll(async () => {
      opened = await open();
      await opened.store.ready;
      site = mkdtempSync(join(tmpdir(), 'shopfront-fuzz-'));
      writeFileSync(join(site, 'index.html'), '<!doctype html><div id="root"></div>');
    });
    afterAll(async () => {
      await opened?.store.close();
      opened?.stop();
      rmSync(site, { recursive: true, force: true });
    });

    it(`answers ${REQUESTS} malformed requests without one 5xx`, async () => {
      const { store } = opened;
      const log = createMemoryLogger();
      const accounts = await createAccounts({
        store,
        mailLinksTo: 'http://localhost',
        mailer: createMemoryMailer().mailer,
        logger: silentLogger,
      });
      // in front of the accounts as in the shop, with room for every request of the run
      const guard = createSignInGuard({
        trustProxyHops: 0,
        perMinute: REQUESTS,
        signedInShopper: accounts.shopperOf,
        logger: silentLogger,
      });
      const app = createTestServerApp({
        logger: log.logger,
        ledger: createLedger(store),
        accounts,
        signInGuard: guard.middleware,
        baskets: createBasketStore(store),
        staticDir: site,
      });
      const server = await listen(app.fetch);
      // ada signs up: every well-formed request carries her session, which the changes may spoil
      const signedUp = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
        body: JSON.stringify({ email: 'ada@example.com', password: 'secret-pass', name: 'ada' }),
      });
      SESSION.Cookie = sessionCookieOf(signedUp);
      // as the shop's own pages send it: a foreign one is refused at the door, before the routes are reached
      SESSION.Origin = server.baseUrl;
      const pick = randomFrom(SEED);
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      try {
        for (let request = 0; request < REQUESTS; request += 1) {
          const { method, path, query, headers: given, body: givenBody } = malformed(pick);
          const headers = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Record<
            string,
            string
          >;
          const body = method === 'GET' || method === 'HEAD' ? undefined : givenBody;
          const url = `${server.baseUrl}${path}${query}`;
          const response = await fetch(url, { method, headers, body });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500)
            failures.push(`${method} ${url.slice(0, 120)} ${JSON.stringify(headers)} ${body?.slice(0, 200)}`);
        }
      } finally {
        await server.close();
      }
      expect(failures).toEqual([]);
      expect(log.lines.filter((line) => line.includes('failed'))).toEqual([]);
      // the requests reached every kind of answer, not one refusal over and over
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 404, 413, 415]));
    });
  });
}

malformedRequestsOn('the SQL file', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'shopfront-fuzz-store-'));
  return { store: openSqlStore(folder), stop: () => rmSync(folder, { recursive: true, force: true }) };
});

malformedRequestsOn('PostgreSQL', async () => {
  const postgres = await startPostgres();
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  await admin.query('CREATE DATABASE fuzz');
  await admin.end();
  return { store: openPostgresStore(postgres.url.replace(/\/postgres$/, '/fuzz')), stop: postgres.stop };
});
