// @vitest-environment node
// The cloud configuration's signed-in basket: kept by the shop's server, which knows the shopper by
// the Firebase ID token the browser sends, verified on the Auth emulator (ADR-032, ADR-042).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketLine } from '../../ports/entities';
import { createTestServerApp } from '../../server/test-support/test-server-app';
import { createBasketStore } from '../../server/basket/basket-store';
import { verifiedShoppers } from '../../server/identity/shoppers';
import { silentLogger } from '../../server/log/log';
import { openSqlStore, type Store } from '../../server/store/open-store';
import { basketChange, basketLine } from '../../server/test-support/basket-store-contract';
import { listen } from '../../server/test-support/listen';
import { createMemoryWaitingChanges } from '../../test-doubles/memory-waiting-changes';
import { createBasketSender } from '../../adapters/shop-server/basket-sender';
import { createServerBasket } from '../../adapters/shop-server/server-basket';
import { deleteAllApps, emulatorAdmin, freshFirebasePorts } from '../../adapters/firebase/emulator-support';

let admin: ReturnType<typeof emulatorAdmin>;
let store: Store;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  admin = emulatorAdmin();
  store = openSqlStore(':memory:');
  const app = createTestServerApp({
    logger: silentLogger,
    identify: verifiedShoppers(admin.verifyIdToken),
    baskets: createBasketStore(store),
  });
  server = await listen(app.fetch);
});
afterAll(async () => {
  await server.close();
  await store.close();
  await deleteAllApps();
  await admin.close();
});

const email = () => `basket-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The basket the server keeps for the holder of `auth`'s ID token. */
async function kept(auth: { credentials: () => Promise<unknown> }): Promise<BasketLine[]> {
  const credentials = (await auth.credentials()) as { kind: string; token?: string } | null;
  if (credentials?.kind !== 'id-token') throw new Error('Firebase gives ID tokens');
  const answer = await fetch(`${server.baseUrl}/api/basket`, { headers: { Authorization: `Bearer ${credentials.token}` } });
  return ((await answer.json()) as { lines: BasketLine[] }).lines;
}

/** The copy of the server's basket one device keeps. */
function memoryCopy() {
  const copies = new Map<string, BasketLine[]>();
  return {
    load: (uid: string) => copies.get(uid) ?? [],
    save: (uid: string, lines: BasketLine[]) => void copies.set(uid, lines),
    onExternalChange: () => () => undefined,
  };
}

/** One device of a shopper: the Firebase session, and the basket adapter the cloud shop builds on it. */
function device(auth = freshFirebasePorts().auth) {
  const basket = createServerBasket({
    baseUrl: server.baseUrl,
    loadSender: async () => ({ createBasketSender, copy: memoryCopy() }),
    waiting: createMemoryWaitingChanges(),
    credentials: () => auth.credentials(),
  });
  const seen: BasketLine[][] = [];
  basket.onExternalChange((_, lines) => seen.push(lines));
  return { auth, basket, seen };
}

/** Resolves once `condition` holds, checked every 50 ms. */
async function until(condition: () => boolean | Promise<boolean>) {
  for (let waited = 0; !(await condition()); waited += 50) {
    if (waited > 10_000) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the signed-in basket in the cloud configuration', () => {
  it('follows the shopper to another device, known by their verified ID token', async () => {
    const laptop = device();
    const account = email();
    const user = await laptop.auth.signUp(account, 'secret-pass');
    laptop.basket.load(user.uid);
    laptop.basket.change(user.uid, [basketChange('add', 3, 2)]);
    await until(async () => (await kept(laptop.auth)).length > 0);

    const phone = device();
    await phone.auth.signIn(account, 'secret-pass');
    phone.basket.load(user.uid);
    await until(() => phone.seen.length > 0);
    expect(phone.seen.at(-1)).toEqual([basketLine(3, 2)]);
  });

  it('is refused to a request without a verified token, and never shows one shopper another’s basket', async () => {
    const ada = device();
    const adaUser = await ada.auth.signUp(email(), 'secret-pass');
    ada.basket.load(adaUser.uid);
    ada.basket.change(adaUser.uid, [basketChange('add', 5, 1)]);
    await until(async () => (await kept(ada.auth)).length > 0);
    expect(await kept(ada.auth)).toEqual([basketLine(5, 1)]);

    const anonymous = await fetch(`${server.baseUrl}/api/basket`);
    expect(anonymous.status).toBe(401);
    const forged = await fetch(`${server.baseUrl}/api/basket`, { headers: { Authorization: 'Bearer not.a.token' } });
    expect(forged.status).toBe(401);

    const bob = device();
    await bob.auth.signUp(email(), 'secret-pass');
    expect(await kept(bob.auth)).toEqual([]);
  });
});
