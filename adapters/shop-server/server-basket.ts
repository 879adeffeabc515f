import type { BasketStoragePort } from '../../ports/basket-storage-port';
import type { BasketLine } from '../../ports/entities';
import { rebaseBasket } from './basket-rebase';
import { onPageVisible, shopServerCall, type Answer, type ShopServerOptions } from './shop-server';
import { browserRecord, type SyncedBasketRecord } from './synced-basket-record';

export interface ServerBasketOptions extends ShopServerOptions {
  /** the copy kept in this browser (localStorage in the shop), which `load` answers from at once */
  local: BasketStoragePort;
  /**
   * where this browser stood with the server, kept beside `local` so that the next page tells a
   * change this one could not send (a reload or a link followed at once) from an old copy, and
   * sends it. Default: the browser's localStorage, beside the shop's copy (this page alone outside a browser).
   */
  synced?: SyncedBasketRecord;
  log?: (message: string) => void;
}

interface ServerBasket {
  lines: BasketLine[];
  version: number;
}

/** The signed-in shopper's basket as this page syncs it with the server. */
interface Sync {
  uid: string;
  /** the server's version of `base`; null when it is to be read (first, or again) */
  version: number | null;
  /** the lines the server held at `version`; before the first read, the copy this browser had */
  base: BasketLine[];
  /** lines saved here and not yet on the server; the page shows these, else `base` */
  pending: BasketLine[] | null;
  /** the writes sent from `version` whose answers have not come: the server may hold one of them */
  sending: BasketLine[][];
  running: boolean;
}

/** Unanswered writes remembered (one from each save made offline, say): the last one is the one that counts. */
const UNANSWERED_KEPT = 10;

/** Under the 64 KiB that browsers allow the writes a page leaves behind, with room for the headers. */
const KEEPALIVE_LIMIT = 60_000;

const basketOf = (answer: Answer): ServerBasket | null => {
  const { lines, version } = (answer.body ?? {}) as Partial<ServerBasket>;
  return Array.isArray(lines) && Number.isInteger(version) ? { lines, version: version! } : null;
};

/** The same lines, whatever the order of each line's fields (the server writes them in its own). */
const canonical = (lines: readonly BasketLine[]) =>
  JSON.stringify(lines, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort())
      : value,
  );
const sameLines = (a: readonly BasketLine[], b: readonly BasketLine[]) => canonical(a) === canonical(b);
/** The same products in the same amounts, whatever else the copies say. */
const sameAmounts = (a: readonly BasketLine[], b: readonly BasketLine[]) =>
  a.length === b.length && a.every((line) => b.some((other) => other.id === line.id && other.amount === line.amount));

/**
 * BasketStoragePort for signed-in shoppers, kept by the shop's server (ADR-032) so that it follows
 * them to every device. Its methods answer at once from the copy in this browser (`local`), which
 * the server syncs in the background: the basket first loaded for a shopper is read from the server
 * and, where it differs, reported through `onExternalChange`; each save is written with the
 * version it changed (If-Match), and a write refused because another device wrote first (412) is
 * laid over that device's basket (rebaseBasket), written again and reported. What cannot be sent
 * (offline, server away) stays here and is sent at the next save or when the page is shown again.
 */
export function createServerBasket(options: ServerBasketOptions): BasketStoragePort {
  const { local, synced = browserRecord(), log = console.warn } = options;
  const call = shopServerCall(options);
  const listeners = new Set<(uid: string, basket: BasketLine[]) => void>();
  const tell = (uid: string, lines: BasketLine[]) => listeners.forEach((listener) => listener(uid, structuredClone(lines)));
  /** one shopper is signed in at a time: a change of shopper drops what was not sent for the last */
  let current: Sync | null = null;

  /** The shopper's sync as this browser left it: what differs here from the server's last lines is unsent. */
  const resumed = (uid: string): Sync => {
    const here = local.load(uid);
    const last = synced.load(uid);
    // an empty copy that no write emptied was lost (storage cleared or spoilt), not emptied: the
    // server's basket comes back, as for a browser that never synced, rather than being emptied by it
    const lost = here.length === 0 && !last?.sending.some((sent) => sent.length === 0);
    if (!last || lost) return { uid, version: null, base: here, pending: null, sending: [], running: false };
    const pending = sameLines(here, last.lines) ? null : here;
    return { uid, version: last.version, base: last.lines, pending, sending: last.sending, running: false };
  };
  const syncOf = (uid: string): Sync => (current?.uid === uid ? current : (current = resumed(uid)));

  /** The server holds `server` now: from here on, changes are laid over it. */
  const reached = (sync: Sync, server: ServerBasket) => {
    sync.base = server.lines;
    sync.version = server.version;
    sync.sending = [];
    synced.save(sync.uid, { version: server.version, lines: server.lines, sending: [] });
  };

  /** About to write `lines` from `version`: recorded first, for the page that may have to find out whether it arrived. */
  const sending = (sync: Sync, version: number, lines: BasketLine[]) => {
    sync.sending = [...sync.sending.slice(1 - UNANSWERED_KEPT), lines];
    synced.save(sync.uid, { version, lines: sync.base, sending: sync.sending });
  };

  /**
   * Whether `server` is this browser's own write, whose answer never came back to it: the version
   * after the one it was sent from, with its amounts (the copies of the products may have been
   * tidied on the way, by the server or by this browser's copy).
   */
  const isOwnWrite = (sync: Sync, server: ServerBasket) =>
    sync.version !== null && server.version === sync.version + 1 && sync.sending.some((sent) => sameAmounts(server.lines, sent));

  /** The server's basket, seen: this page's unsent change laid over it, kept here and shown. */
  const adopt = (sync: Sync, server: ServerBasket) => {
    const shown = sync.pending ?? sync.base;
    // a write of ours that arrived unanswered is not another device's: laying ours over it would count it twice
    const lines =
      sync.pending === null
        ? server.lines
        : isOwnWrite(sync, server)
          ? sync.pending
          : rebaseBasket(sync.base, sync.pending, server.lines);
    reached(sync, server);
    sync.pending = sameLines(lines, server.lines) ? null : lines;
    if (sameLines(lines, shown)) return;
    local.save(sync.uid, lines);
    tell(sync.uid, lines);
  };

  /** One step towards the server; false when there is nothing left to do or it cannot go on now. */
  const step = async (sync: Sync): Promise<boolean> => {
    if (sync.version === null) {
      const answer = await call('/api/basket');
      const server = answer.status === 200 && basketOf(answer);
      if (!server) return failed(sync, answer);
      if (current === sync) adopt(sync, server);
      return true;
    }
    if (sync.pending === null) return false;
    const sent = sync.pending;
    sending(sync, sync.version, sent);
    const body = JSON.stringify({ lines: sent });
    const answer = await call('/api/basket', {
      method: 'PUT',
      headers: { 'If-Match': `"v${sync.version}"` },
      body,
      // the write goes on when the shopper follows a link or reloads straight after the change
      // (browsers refuse such a write past 64 KiB: a basket that large is sent as any other)
      keepalive: body.length < KEEPALIVE_LIMIT,
    });
    const server = (answer.status === 200 || answer.status === 412) && basketOf(answer);
    if (!server) return failed(sync, answer);
    if (current !== sync) return false;
    if (answer.status === 412) {
      adopt(sync, server);
      return true;
    }
    reached(sync, server);
    // saved again while this write was on its way: that is sent next
    if (sync.pending === sent) sync.pending = null;
    return true;
  };

  const failed = (sync: Sync, answer: Answer) => {
    // signed out (or the session ended): no basket on the server until a shopper is loaded again
    if (answer.status !== 401) {
      log(`Could not sync the basket with the shop (the server answered ${answer.status}); it is kept in this browser.`);
    } else if (current === sync) current = null;
    return false;
  };

  /** Syncs until nothing is left to do; a save meanwhile is taken up by the run already going. */
  const run = async (sync: Sync) => {
    if (sync.running) return;
    sync.running = true;
    try {
      while (current === sync && (await step(sync)));
    } catch {
      log('Could not reach the shop to sync the basket; it is kept in this browser and sent again later.');
    } finally {
      sync.running = false;
    }
  };

  /** Saved here at once, and sent to the server. */
  const change = (uid: string, lines: BasketLine[], keepHere: () => void) => {
    const sync = syncOf(uid);
    keepHere();
    sync.pending = structuredClone(lines);
    void run(sync);
  };

  /** Reads the server's basket again (unless a change is waiting: its write finds any newer one). */
  const refresh = (sync: Sync) => {
    if (sync.pending === null) sync.version = null;
    void run(sync);
  };

  /**
   * The page was drawn with the server's basket (ADR-036): taken as read, once `load` has answered,
   * with what this browser has not sent laid over it, and that sent.
   */
  const startFrom = async (sync: Sync, shown: ServerBasket) => {
    await Promise.resolve();
    if (current !== sync) return;
    adopt(sync, structuredClone(shown));
    await run(sync);
  };

  // the shopper comes back to the page: what another device changed is read, what failed is sent
  onPageVisible(options.page, () => {
    if (current) refresh(current);
  });

  // another tab of this browser stored the basket (and syncs it itself): it is what this page shows
  // now, and what a change here is laid over once the server's version is read again
  local.onExternalChange((uid, lines) => {
    if (current?.uid === uid) Object.assign(current, { version: null, base: lines, pending: null, sending: [] });
    tell(uid, lines);
  });

  return {
    load(uid, shown) {
      const lines = local.load(uid);
      const sync = syncOf(uid);
      if (shown && !sync.running && (sync.version === null || shown.version >= sync.version)) void startFrom(sync, shown);
      else refresh(sync);
      return lines;
    },
    save: (uid, basket) => change(uid, basket, () => local.save(uid, basket)),
    clear: (uid) => change(uid, [], () => local.clear(uid)),
    onExternalChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
