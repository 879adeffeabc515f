// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyBasketChanges, type BasketChange } from '../../ports/basket-change';
import type { WaitingChangesPort } from '../../ports/basket-storage-port';
import type { BasketLine } from '../../ports/entities';
import { createBasketStore, type BasketStore } from '../../server/basket/basket-store';
import { basketRoutes } from '../../server/basket/routes';
import { silentLogger } from '../../server/log/log';
import { openSqlStore, type Store } from '../../server/store/open-store';
import { basketChange as change, basketLine as line } from '../../server/test-support/basket-store-contract';
import { listen } from '../../server/test-support/listen';
import { asShopper, namedShoppers } from '../../server/test-support/shopper';
import { createTestServerApp } from '../../server/test-support/test-server-app';
import { createMemoryWaitingChanges } from '../../test-doubles/memory-waiting-changes';
import { createBasketSender } from './basket-sender';
import { createServerBasket, type ServerBasketCopy } from './server-basket';
import { testPage } from './test-page';

let store: Store;
let baskets: BasketStore;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  store = openSqlStore(':memory:');
  baskets = createBasketStore(store);
  const app = createTestServerApp({ identify: namedShoppers, logger: silentLogger });
  app.route('/api/basket', basketRoutes({ baskets, identify: namedShoppers }));
  server = await listen(app.fetch);
});
afterAll(async () => {
  await server.close();
  await store.close();
});

let shoppers = 0;
const newShopper = () => `shopper-${(shoppers += 1)}`;

/** The copy of the server's basket a browser keeps, in memory. */
function memoryCopy(): ServerBasketCopy {
  const copies = new Map<string, BasketLine[]>();
  return {
    load: (uid) => structuredClone(copies.get(uid) ?? []),
    save: (uid, lines) => void copies.set(uid, structuredClone(lines)),
    onExternalChange: () => () => undefined,
  };
}

/** What one browser keeps: the copy and the one queue of waiting changes; its pages share them. */
const browserStorage = () => {
  const copy = memoryCopy();
  return { loadSender: async () => ({ createBasketSender, copy }), waiting: createMemoryWaitingChanges() };
};

/**
 * One page of the shopper's browser, as the basket store uses the port: what it shows is what
 * `load` and `change` answered, or what it was told since. `online` false: every request fails.
 */
function page(uid: string, kept = browserStorage()) {
  const { page: visibility, show } = testPage();
  const logged: string[] = [];
  const sent: { method: string; path: string }[] = [];
  let online = true;
  const fetchAsShopper: typeof fetch = async (input, init = {}) => {
    sent.push({ method: init.method ?? 'GET', path: new URL(String(input)).pathname });
    if (!online) throw new TypeError('Failed to fetch');
    return fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), ...asShopper(uid) } });
  };
  const storage = createServerBasket({
    baseUrl: server.baseUrl,
    fetch: fetchAsShopper,
    page: visibility,
    log: (message) => logged.push(message),
    ...kept,
  });
  let shown: BasketLine[] = [];
  storage.onExternalChange((who, lines) => {
    if (who === uid) shown = lines;
  });
  return {
    kept,
    logged,
    sent,
    show,
    goOffline: (offline = true) => (online = !offline),
    open: (drawn?: { lines: BasketLine[]; version: number }) => (shown = storage.load(uid, drawn)),
    // as the basket store does: shown at once, by the rule the server applies them with
    change: (...changes: BasketChange[]) => {
      storage.change(uid, changes);
      return (shown = applyBasketChanges(shown, changes));
    },
    shown: () => shown,
  };
}

const waitingOf = (waiting: WaitingChangesPort) => waiting.read().map((each) => each.id);
const keptFor = async (uid: string) => (await baskets.read(uid)).lines;

describe('the basket kept by the shop server, changed by changes (ADR-042)', () => {
  it('shows a change at once, then the basket the server answers, which another device finds', async () => {
    const uid = newShopper();
    const laptop = page(uid);
    laptop.open();
    expect(laptop.change(change('add', 3, 2))).toEqual([line(3, 2)]);
    await vi.waitFor(async () => expect(await keptFor(uid)).toEqual([line(3, 2)]));
    await vi.waitFor(() => expect(laptop.kept.waiting.read()).toEqual([]));

    const phone = page(uid);
    expect(phone.open()).toEqual([]);
    await vi.waitFor(() => expect(phone.shown()).toEqual([line(3, 2)]));
  });

  it('keeps both changes when two devices change the basket at the same moment: amounts add', async () => {
    const uid = newShopper();
    const [laptop, phone] = [page(uid), page(uid)];
    laptop.open();
    phone.open();
    laptop.change(change('add', 1, 1));
    phone.change(change('add', 1, 2), change('add', 2, 1));
    await vi.waitFor(async () => expect(await keptFor(uid)).toEqual([line(1, 3), line(2, 1)]));
    // each device shows the server's basket once its next answer comes
    laptop.show();
    await vi.waitFor(() => expect(laptop.shown()).toEqual([line(1, 3), line(2, 1)]));
    expect([...laptop.logged, ...phone.logged]).toEqual([]);
  });

  it('puts the basket right when the server refuses a change, and sends the others', async () => {
    const uid = newShopper();
    const device = page(uid);
    device.open();
    const refused = { ...change('add', 4, 1), line: { ...change('add', 4, 1).line, price: -1 } };
    expect(device.change(change('add', 1, 1), refused, change('add', 2, 1))).toHaveLength(3);
    await vi.waitFor(() => expect(device.shown()).toEqual([line(1, 1), line(2, 1)]));
    expect(await keptFor(uid)).toEqual([line(1, 1), line(2, 1)]);
    expect(device.logged).toEqual(["The shop refused a basket change: Change 2 needs its line's price as a number from 0."]);
    expect(device.kept.waiting.read()).toEqual([]);
  });

  it('keeps a change made offline waiting, shown, and sends it once the page is shown again', async () => {
    const uid = newShopper();
    const device = page(uid);
    device.open();
    await vi.waitFor(() => expect(device.sent).toHaveLength(1));
    device.goOffline();
    expect(device.change(change('add', 5, 1))).toEqual([line(5, 1)]);
    await vi.waitFor(() => expect(device.logged).toHaveLength(1));
    expect(device.logged[0]).toMatch(/they wait in this browser/);
    expect(device.kept.waiting.read()).toHaveLength(1);
    expect(await keptFor(uid)).toEqual([]);

    device.goOffline(false);
    device.show();
    await vi.waitFor(async () => expect(await keptFor(uid)).toEqual([line(5, 1)]));
    await vi.waitFor(() => expect(device.kept.waiting.read()).toEqual([]));
    expect(device.shown()).toEqual([line(5, 1)]);
  });

  it('sends, from the next page, a change the last page left waiting; one that arrived unanswered counts once', async () => {
    const uid = newShopper();
    const kept = browserStorage();
    // the first page's change reached the server, but the page was gone before the answer
    const arrived = change('add', 6, 1);
    await baskets.apply(uid, [arrived]);
    kept.waiting.add([
      { ...arrived, uid },
      { ...change('add', 7, 2), uid },
    ]);

    const next = page(uid, kept);
    next.open();
    await vi.waitFor(() => expect(waitingOf(kept.waiting)).toEqual([]));
    expect(await keptFor(uid)).toEqual([line(6, 1), line(7, 2)]);
    expect(next.shown()).toEqual([line(6, 1), line(7, 2)]);
    // what waited was sent, and its answer is the basket: not read again
    expect(next.sent).toEqual([{ method: 'POST', path: '/api/basket/changes' }]);
  });

  it('starts from the basket a page was drawn with, and does not read it again (ADR-036)', async () => {
    const uid = newShopper();
    await baskets.apply(uid, [change('add', 8, 1)]);
    const device = page(uid);
    expect(device.open({ lines: [line(8, 1)], version: 1 })).toEqual([line(8, 1)]);
    device.change(change('remove', 8, 1));
    await vi.waitFor(async () => expect(await keptFor(uid)).toEqual([]));
    expect(device.sent).toEqual([{ method: 'POST', path: '/api/basket/changes' }]);
  });

  it('reads the basket again when this browser kept a newer answer than the page was drawn with', async () => {
    const uid = newShopper();
    const kept = browserStorage();
    // the last page's change was taken and answered after the server drew this page
    const before = await baskets.read(uid);
    const answered = await baskets.apply(uid, [change('add', 4, 1)]);
    (await kept.loadSender()).copy.save(uid, answered.lines);
    const device = page(uid, kept);
    expect(device.open(before)).toEqual([]);
    await vi.waitFor(() => expect(device.shown()).toEqual([line(4, 1)]));
    expect(device.sent).toEqual([{ method: 'GET', path: '/api/basket' }]);
  });

  it('keeps the changes waiting, quietly, when the session has ended', async () => {
    const logged: string[] = [];
    const kept = browserStorage();
    const sent = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const storage = createServerBasket({ baseUrl: server.baseUrl, fetch: sent, log: (m) => logged.push(m), ...kept });
    storage.change('gone', [change('add', 9, 1)]);
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect((await sent.mock.results[0]!.value).status).toBe(401);
    expect(kept.waiting.read()).toHaveLength(1);
    expect(logged).toEqual([]);
  });
});
