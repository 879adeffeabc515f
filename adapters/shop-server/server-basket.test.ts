// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShownBasket } from '../../ports/basket-storage-port';
import type { BasketLine } from '../../ports/entities';
import { createTestServerApp } from '../../server/test-support/test-server-app';
import { createBasketStore, type BasketStore } from '../../server/basket/basket-store';
import { basketRoutes } from '../../server/basket/routes';
import { silentLogger } from '../../server/log/log';
import { openSqlStore, type Store } from '../../server/store/open-store';
import { basketLine as line } from '../../server/test-support/basket-store-contract';
import { listen } from '../../server/test-support/listen';
import { asShopper, namedShoppers } from '../../server/test-support/shopper';
import { basketStorageContract } from '../../test-doubles/contracts/basket-storage-contract';
import { createMemoryBasketStorage } from '../../test-doubles/memory-basket-storage';
import { createServerBasket } from './server-basket';
import { createPageSyncedBasketRecord } from './synced-basket-record';
import { testPage } from './test-page';

let store: Store;
let baskets: BasketStore;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  store = openSqlStore(':memory:');
  baskets = createBasketStore(store);
  const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger });
  app.route('/', basketRoutes({ baskets, identify: namedShoppers }));
  server = await listen(app.fetch);
});
afterAll(async () => {
  await server.close();
  await store.close();
});

let shoppers = 0;
const newShopper = () => `shopper-${(shoppers += 1)}`;

/** A browser of the shopper: each request carries who they are (the session cookie, in the shop). */
const browserOf =
  (uid: string | null): typeof fetch =>
  (input, init = {}) =>
    fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), ...(uid ? asShopper(uid) : {}) } });

/** What one browser keeps of the basket: its copy, and where it stood with the server. */
const basketKeptByBrowser = () => ({ local: createMemoryBasketStorage().basketStorage, synced: createPageSyncedBasketRecord() });

/**
 * One device of the shopper (one page of its browser), as the shop's basket store uses the port:
 * what it shows is what it loaded, saved, or heard of as changed elsewhere.
 */
function device(uid: string, browser: typeof fetch = browserOf(uid), { local, synced } = basketKeptByBrowser()) {
  const { page, show } = testPage();
  const logged: string[] = [];
  /** the status of each answer the server gave this device */
  const answered: number[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await browser(input, init);
    answered.push(response.status);
    return response;
  };
  const storage = createServerBasket({
    baseUrl: server.baseUrl,
    fetch: recording,
    local,
    synced,
    page,
    log: (message) => logged.push(message),
  });
  let shown: BasketLine[] = [];
  storage.onExternalChange((who, lines) => {
    if (who === uid) shown = lines;
  });
  return {
    local,
    logged,
    answered,
    /** the shopper comes back to this device's page */
    show,
    /** the shopper signs in, or opens the shop, on this device */
    open: () => (shown = storage.load(uid)),
    /** the shopper opens a page the server drew with its basket (ADR-036) */
    openDrawn: (drawn: ShownBasket) => (shown = storage.load(uid, drawn)),
    change(lines: BasketLine[]) {
      shown = lines;
      storage.save(uid, lines);
    },
    clear() {
      shown = [];
      storage.clear(uid);
    },
    shows: () => shown,
  };
}

const onServer = (uid: string) => baskets.read(uid);
/** a few round trips to the server (a page left and the next one taking over): slower on a busy machine */
const soon = { timeout: 5_000 };
const ids = (lines: BasketLine[]) => lines.map((each) => [each.id, each.amount]).sort(([a], [b]) => a! - b!);

/**
 * A page of the browser `kept` left straight after a change (a link followed at once): its write
 * is sent and never arrives. Resolves once the write has been tried.
 */
async function pageLeftAfterChange(uid: string, kept: ReturnType<typeof basketKeptByBrowser>, lines: BasketLine[]) {
  let tried = false;
  const closing = device(
    uid,
    (input, init) => {
      if (init?.method !== 'PUT') return browserOf(uid)(input, init);
      tried = true;
      return new Promise<Response>(() => undefined);
    },
    kept,
  );
  closing.open();
  await vi.waitFor(() => expect(closing.answered).toEqual([200]), soon);
  closing.change(lines);
  await vi.waitFor(() => expect(tried).toBe(true), soon);
}

basketStorageContract("the shop server, with the in-memory double as this browser's copy", () => {
  const { basketStorage: local, changeElsewhere } = createMemoryBasketStorage();
  const storage = createServerBasket({ baseUrl: server.baseUrl, fetch: browserOf(newShopper()), local, log: () => undefined });
  return { storage, changeElsewhere };
});

describe('the basket kept by the shop server', () => {
  it("answers at once from this browser's copy, then shows the basket the server keeps", async () => {
    const uid = newShopper();
    await baskets.write(uid, [line(1, 2)], 0);
    const phone = device(uid);
    phone.local.save(uid, [line(9, 1)]);
    expect(phone.open()).toEqual([line(9, 1)]);
    await vi.waitFor(() => expect(phone.shows()).toEqual([line(1, 2)]), soon);
    expect(phone.local.load(uid)).toEqual([line(1, 2)]);
  });

  it('writes each change to the server, where another device finds it', async () => {
    const uid = newShopper();
    const laptop = device(uid);
    laptop.open();
    laptop.change([line(1, 1)]);
    laptop.change([line(1, 2), line(3, 1)]);
    await vi.waitFor(async () => expect(await onServer(uid)).toMatchObject({ lines: [line(1, 2), line(3, 1)] }), soon);
    const phone = device(uid);
    phone.open();
    await vi.waitFor(() => expect(phone.shows()).toEqual([line(1, 2), line(3, 1)]), soon);
  });

  it('loses no line when two devices change the basket at the same moment', async () => {
    const uid = newShopper();
    const [laptop, phone] = [device(uid), device(uid)];
    laptop.open();
    laptop.change([line(1, 1)]);
    await vi.waitFor(async () => expect((await onServer(uid)).version).toBe(1), soon);
    phone.open();
    await vi.waitFor(() => expect(phone.shows()).toEqual([line(1, 1)]), soon);
    // each adds five products of its own, one press after another, both at once
    for (let press = 0; press < 5; press += 1) {
      laptop.change([...laptop.shows(), line(10 + press, 1)]);
      phone.change([...phone.shows(), line(20 + press, 1)]);
    }
    const everything = [1, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24].map((id) => [id, 1]);
    await vi.waitFor(async () => expect(ids((await onServer(uid)).lines)).toEqual(everything), soon);
    laptop.show();
    phone.show();
    await vi.waitFor(() => expect([ids(laptop.shows()), ids(phone.shows())]).toEqual([everything, everything]), soon);
    // a write was refused as stale, and merged
    expect([...laptop.answered, ...phone.answered]).toContain(412);
  });

  it("never brings back, from another device's stale copy, the lines bought on one", async () => {
    const uid = newShopper();
    const [laptop, phone] = [device(uid), device(uid)];
    laptop.open();
    laptop.change([line(1, 1), line(2, 1)]);
    await vi.waitFor(async () => expect((await onServer(uid)).version).toBe(1), soon);
    phone.open();
    await vi.waitFor(() => expect(phone.shows()).toEqual([line(1, 1), line(2, 1)]), soon);
    // paid for on the laptop: its lines leave the basket
    laptop.clear();
    await vi.waitFor(async () => expect(await onServer(uid)).toEqual({ lines: [], version: 2 }), soon);
    // the phone, not looked at since, adds a product to what it still shows
    phone.change([...phone.shows(), line(3, 1)]);
    await vi.waitFor(async () => expect(await onServer(uid)).toEqual({ lines: [line(3, 1)], version: 3 }), soon);
    await vi.waitFor(() => expect(phone.shows()).toEqual([line(3, 1)]), soon);
    expect(phone.answered).toContain(412);
  });

  it("adds a guest's lines to the basket the shopper stored, at sign-in (ADR-001), whatever this browser kept", async () => {
    const uid = newShopper();
    await baskets.write(uid, [line(1, 2), line(4, 1)], 0);
    const borrowed = device(uid);
    // what this browser kept of the shopper's basket, bought since on another device
    borrowed.local.save(uid, [line(9, 1)]);
    // the basket store at sign-in: the stored basket loaded, the guest's [1 x1, 5 x1] merged in and saved
    const stored = borrowed.open();
    borrowed.change([...stored, line(1, 1), line(5, 1)]);
    const merged = [
      [1, 3],
      [4, 1],
      [5, 1],
    ];
    await vi.waitFor(async () => expect(ids((await onServer(uid)).lines)).toEqual(merged), soon);
    await vi.waitFor(() => expect(ids(borrowed.shows())).toEqual(merged), soon);
  });

  it('keeps a change made while the server cannot be reached, and sends it when the page is shown again', async () => {
    const uid = newShopper();
    let online = false;
    const phone = device(uid, (input, init) => (online ? browserOf(uid)(input, init) : Promise.reject(new TypeError('offline'))));
    phone.open();
    phone.change([line(1, 1)]);
    await vi.waitFor(() => expect(phone.logged.length).toBeGreaterThan(0), soon);
    expect(phone.logged[0]).toMatch(/Could not reach the shop to sync the basket; it is kept in this browser/);
    expect(phone.local.load(uid)).toEqual([line(1, 1)]);
    expect(await onServer(uid)).toEqual({ lines: [], version: 0 });
    online = true;
    phone.show();
    await vi.waitFor(async () => expect(await onServer(uid)).toEqual({ lines: [line(1, 1)], version: 1 }), soon);
    expect(phone.shows()).toEqual([line(1, 1)]);
  });

  it('sends, from the next page, a change the last one could not send before it closed', async () => {
    const uid = newShopper();
    const kept = basketKeptByBrowser();
    await pageLeftAfterChange(uid, kept, [line(1, 1)]);
    const next = device(uid, browserOf(uid), kept);
    expect(next.open()).toEqual([line(1, 1)]);
    await vi.waitFor(async () => expect(await onServer(uid)).toEqual({ lines: [line(1, 1)], version: 1 }), soon);
    expect(next.shows()).toEqual([line(1, 1)]);
  });

  it('counts a write once when it arrived but its answer was lost, on this page or the next', async () => {
    const uid = newShopper();
    const kept = basketKeptByBrowser();
    let answers = true;
    const lossy: typeof fetch = async (input, init) => {
      const response = await browserOf(uid)(input, init);
      if (init?.method === 'PUT' && !answers) throw new TypeError('the connection dropped');
      return response;
    };
    const phone = device(uid, lossy, kept);
    phone.open();
    phone.change([line(1, 1)]);
    await vi.waitFor(async () => expect((await onServer(uid)).version).toBe(1), soon);
    answers = false;
    phone.change([line(1, 2)]);
    await vi.waitFor(() => expect(phone.logged).toHaveLength(1), soon);
    expect(await onServer(uid)).toEqual({ lines: [line(1, 2)], version: 2 });
    // shown again: the write is not laid over itself
    answers = true;
    phone.show();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await onServer(uid)).toEqual({ lines: [line(1, 2)], version: 2 });
    expect(phone.shows()).toEqual([line(1, 2)]);
    // nor by the next page, after one more lost answer
    answers = false;
    phone.change([line(1, 3)]);
    await vi.waitFor(async () => expect((await onServer(uid)).version).toBe(3), soon);
    answers = true;
    // this browser's copy tidies what it keeps of the product (a field it does not know is dropped)
    const tidied = { ...line(1, 3), title: 'Tidied' };
    kept.local.save(uid, [tidied]);
    const next = device(uid, lossy, kept);
    next.open();
    await vi.waitFor(async () => expect(await onServer(uid)).toEqual({ lines: [tidied], version: 4 }), soon);
    expect(next.shows()).toEqual([tidied]);
  });

  it('starts from the basket a page was drawn with, and does not read it again', async () => {
    const uid = newShopper();
    await baskets.write(uid, [line(1, 2)], 0);
    const phone = device(uid);
    expect(phone.openDrawn({ lines: [line(1, 2)], version: 1 })).toEqual([]);
    await vi.waitFor(() => expect(phone.local.load(uid)).toEqual([line(1, 2)]), soon);
    phone.change([line(1, 2), line(4, 1)]);
    await vi.waitFor(async () => expect(await onServer(uid)).toEqual({ lines: [line(1, 2), line(4, 1)], version: 2 }), soon);
    // one request: the write, from the version drawn
    expect(phone.answered).toEqual([200]);
  });

  it("lays this browser's unsent change over the basket a page was drawn with, another device's line kept", async () => {
    const uid = newShopper();
    const kept = basketKeptByBrowser();
    await pageLeftAfterChange(uid, kept, [line(1, 1)]);
    // meanwhile the laptop adds its own line
    await baskets.write(uid, [line(5, 1)], 0);
    const next = device(uid, browserOf(uid), kept);
    next.openDrawn({ lines: [line(5, 1)], version: 1 });
    await vi.waitFor(
      async () =>
        expect(ids((await onServer(uid)).lines)).toEqual([
          [1, 1],
          [5, 1],
        ]),
      soon,
    );
    expect(ids(next.shows())).toEqual([
      [1, 1],
      [5, 1],
    ]);
    expect(next.answered).toEqual([200]);
  });

  it("brings the server's basket back when this browser's copy was lost, rather than emptying it", async () => {
    const uid = newShopper();
    const kept = basketKeptByBrowser();
    const laptop = device(uid, browserOf(uid), kept);
    laptop.open();
    laptop.change([line(1, 1)]);
    await vi.waitFor(async () => expect((await onServer(uid)).version).toBe(1), soon);
    // the copy is spoilt (it reads as empty), the record of the server's basket stays
    kept.local.save(uid, []);
    const next = device(uid, browserOf(uid), kept);
    next.open();
    await vi.waitFor(() => expect(next.shows()).toEqual([line(1, 1)]), soon);
    expect(await onServer(uid)).toEqual({ lines: [line(1, 1)], version: 1 });
  });

  it('empties the basket from the next page when the page that emptied it closed first', async () => {
    const uid = newShopper();
    const kept = basketKeptByBrowser();
    const sending = { writes: true };
    const closing = device(
      uid,
      (input, init) =>
        init?.method === 'PUT' && !sending.writes ? new Promise<Response>(() => undefined) : browserOf(uid)(input, init),
      kept,
    );
    closing.open();
    closing.change([line(1, 1)]);
    await vi.waitFor(async () => expect((await onServer(uid)).version).toBe(1), soon);
    sending.writes = false;
    closing.clear();
    const next = device(uid, browserOf(uid), kept);
    next.open();
    await vi.waitFor(async () => expect(await onServer(uid)).toEqual({ lines: [], version: 2 }), soon);
  });

  it('empties the basket on the server when cleared', async () => {
    const uid = newShopper();
    const laptop = device(uid);
    laptop.open();
    laptop.change([line(1, 1)]);
    await vi.waitFor(async () => expect((await onServer(uid)).version).toBe(1), soon);
    laptop.clear();
    await vi.waitFor(async () => expect(await onServer(uid)).toEqual({ lines: [], version: 2 }), soon);
    expect(laptop.local.load(uid)).toEqual([]);
  });

  it('keeps the basket in this browser, quietly, once the session has ended, and asks no more', async () => {
    const uid = newShopper();
    const asked: string[] = [];
    const signedOut = device(uid, (input, init) => {
      asked.push(init?.method ?? 'GET');
      return browserOf(null)(input, init);
    });
    signedOut.open();
    signedOut.change([line(1, 1)]);
    await vi.waitFor(() => expect(asked).toContain('GET'), soon);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = asked.length;
    signedOut.show();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveLength(before);
    expect(asked).not.toContain('PUT');
    expect(signedOut.local.load(uid)).toEqual([line(1, 1)]);
    expect(signedOut.logged).toEqual([]);
    expect(await onServer(uid)).toEqual({ lines: [], version: 0 });
  });
});
