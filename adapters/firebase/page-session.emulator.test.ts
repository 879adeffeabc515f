// @vitest-environment node
// The cloud configuration's page sessions on the real Auth and Firestore emulators (ADR-038): the
// browser's fresh ID token becomes a Firebase session cookie, by which the server draws the
// shopper's pages with their orders read by the Admin SDK, until Sign Out revokes it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../ports/entities';
import { createTestServerApp } from '../../server/test-support/test-server-app';
import { firestoreOrdersOf } from '../../server/cloud/firestore-orders-of';
import { silentLogger } from '../../server/log/log';
import type { SignedInPageData, SignedInPageRenderer } from '../../server/site/signed-in-drawing';
import { deleteAllApps, emulatorAdmin, freshFirebasePorts } from './emulator-support';

const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const FRAME =
  '<!doctype html><html><head><!--drawn-head--></head><body><div id="root"><!--drawn-page--></div><script type="application/json" id="prerendered-state">"drawn-state"</script></body></html>';
const PAGE_LOAD = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' };

let admin: ReturnType<typeof emulatorAdmin>;
let app: ReturnType<typeof createTestServerApp>;
const root = mkdtempSync(join(tmpdir(), 'cloud-drawn-'));
const drawnWith: SignedInPageData[] = [];

beforeAll(() => {
  admin = emulatorAdmin();
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'index.html'), SHELL);
  mkdirSync(join(root, 'dist-ssr', 'frames'), { recursive: true });
  writeFileSync(join(root, 'dist-ssr', 'frames', 'orders.html'), FRAME);
  const renderer: SignedInPageRenderer = {
    async renderSignedInPage(url, data) {
      drawnWith.push(data);
      return {
        html: `<main>${url} for ${data.user.email}</main>`,
        head: '<title>Your Orders</title>',
        state: {},
        statusCode: 200,
        whole: true,
      };
    },
  };
  app = createTestServerApp({
    logger: silentLogger,
    staticDir: join(root, 'dist'),
    signedInRenderer: renderer,
    cloudSessions: { auth: admin, ordersOf: firestoreOrdersOf(admin.firestore) },
  });
});
afterAll(async () => {
  await deleteAllApps();
  await admin.close();
  rmSync(root, { recursive: true, force: true });
});

const SHOP = 'http://localhost';

/** A shopper signed in on Firebase in a browser of their own, with one order of record. */
async function shopperWithOrder() {
  const ports = freshFirebasePorts();
  const user = await ports.auth.signUp(
    `drawn-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    'secret-pass',
  );
  const order: Order = { id: 'pi_drawn_1', basket: [], amount: 4550, created: 1_764_000_000, status: 'paid' };
  const { id, ...fields } = order;
  await admin.firestore.doc(`users/${user.uid}/orders/${id}`).set(fields);
  const credentials = await ports.auth.credentials();
  if (credentials?.kind !== 'id-token') throw new Error('Firebase gives ID tokens');
  return { user, order, idToken: credentials.token };
}

const post = (path: string, init: { cookie?: string; body?: unknown } = {}) =>
  app.request(`${SHOP}${path}`, {
    method: 'POST',
    headers: { Origin: SHOP, 'Content-Type': 'application/json', ...(init.cookie ? { Cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('page sessions on the Firebase emulators', () => {
  it("draws /Orders for the session's shopper with their orders of record, until Sign Out revokes it", async () => {
    const { user, order, idToken } = await shopperWithOrder();
    const begun = await post('/api/session', { body: { idToken } });
    expect(begun.status).toBe(204);
    const cookie = begun.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^__session=./);

    const page = await app.request(`${SHOP}/Orders`, { headers: { ...PAGE_LOAD, Cookie: cookie } });
    expect(await page.text()).toContain(`<main>/Orders for ${user.email}</main>`);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(drawnWith.at(-1)).toMatchObject({ user: { uid: user.uid, email: user.email }, orders: [order] });

    // Firebase counts a revocation in whole seconds: a session begun in the second of the Sign Out
    // would still pass (ADR-038), so the shopper signs out a second after signing in
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post('/api/session/end', { cookie })).status).toBe(204);
    const after = await app.request(`${SHOP}/Orders`, { headers: { ...PAGE_LOAD, Cookie: cookie } });
    // the copy of the cookie no longer draws anything: the app decides, in the shell
    expect(await after.text()).toBe(SHELL);
  });

  it("gives a browser whose Firebase storage was cleared a token that signs it in as the session's shopper", async () => {
    const { user, idToken } = await shopperWithOrder();
    const cookie = (await post('/api/session', { body: { idToken } })).headers.get('Set-Cookie')!.split(';')[0]!;
    const answer = await post('/api/session/token', { cookie });
    expect(answer.status).toBe(200);
    const { token } = (await answer.json()) as { token: string };
    // a browser with nothing of Firebase's left: a fresh SDK
    const cleared = freshFirebasePorts();
    expect(await cleared.auth.signInWithToken(token)).toEqual({ uid: user.uid, email: user.email });
    expect((await post('/api/session/token')).status).toBe(401);
  });

  it("draws nothing without a cookie, nor for another shopper's ID token sent from elsewhere", async () => {
    const { idToken } = await shopperWithOrder();
    expect(await (await app.request(`${SHOP}/Orders`, { headers: PAGE_LOAD })).text()).toBe(SHELL);
    const forged = await app.request(`${SHOP}/api/session`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('Set-Cookie')).toBeNull();
  });
});
