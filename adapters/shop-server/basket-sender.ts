import { applyBasketChanges } from '../../ports/basket-change';
import type { BasketLine } from '../../ports/entities';
import type { BasketSender, ServerBasketBook } from './server-basket';
import { onPageVisible, shopServerCall, type Answer } from './shop-server';

/** The most changes one request carries, as the server takes them. */
const MOST_SENT = 100;
/** Under the 64 KiB that browsers allow the requests a page leaves behind, with room for the headers. */
const KEEPALIVE_LIMIT = 60_000;

interface ServerBasket {
  lines: BasketLine[];
  version: number;
}

const basketOf = (answer: Answer): ServerBasket | null => {
  const { lines, version } = (answer.body ?? {}) as Partial<ServerBasket>;
  return answer.status === 200 && Array.isArray(lines) && Number.isInteger(version) ? { lines, version: version! } : null;
};

/**
 * Sends the signed-in shopper's waiting basket changes to the shop's server (POST
 * /api/basket/changes, ADR-042) and reads its basket (GET /api/basket), one request at a time. A
 * change the server took leaves the queue and the copy becomes its answer; one it refused (400)
 * leaves the queue too, so the page shows the basket without it; one that could not be sent
 * (offline, the server away) waits, and goes when the page is shown again, the browser is back
 * online, or the next change is made. Each change keeps its id: sent twice, it counts once.
 */
export function createBasketSender(book: ServerBasketBook): BasketSender {
  const { copy, waiting, log = console.warn } = book;
  /** each shopper's basket as this page last had it from the server */
  const last = new Map<string, BasketLine[]>();
  /** the page shows `uid`'s basket again: the server's last, with what still waits laid over it */
  const tell = (uid: string) => {
    const lines = applyBasketChanges(
      last.get(uid) ?? [],
      waiting.read().filter((change) => change.uid === uid),
    );
    book.listeners.forEach((listener) => listener(uid, structuredClone(lines)));
  };
  const call = shopServerCall(book);
  let current: string | null = null;
  /** the version of the copy this page last took: an older answer is not taken over a newer one */
  let version = -1;
  let running = false;
  let again = false;
  let readFirst = false;

  const took = (uid: string, basket: ServerBasket) => {
    if (basket.version >= version) {
      version = basket.version;
      last.set(uid, basket.lines);
      copy.save(uid, basket.lines);
    }
    tell(uid);
  };

  const failed = (answer: Answer) => {
    // signed out (or the session ended): nothing is sent until a shopper's basket is loaded again
    if (answer.status === 401) current = null;
    else log(`Could not send the basket changes to the shop (it answered ${answer.status}); they wait in this browser.`);
    return false;
  };

  /** Sends what waits; false when nothing did, or it could not go. */
  const send = async (uid: string): Promise<boolean> => {
    const sending = waiting
      .read()
      .filter((change) => change.uid === uid)
      .slice(0, MOST_SENT);
    if (sending.length === 0) return false;
    const body = JSON.stringify({ changes: sending.map(({ uid: _uid, ...change }) => change) });
    // the request goes on when the shopper follows a link or reloads straight after the change
    const answer = await call('/api/basket/changes', { method: 'POST', body, keepalive: body.length < KEEPALIVE_LIMIT });
    const basket = basketOf(answer);
    if (basket) {
      waiting.drop(
        uid,
        sending.map((change) => change.id),
      );
      took(uid, basket);
      return true;
    }
    if (answer.status !== 400) return failed(answer);
    // refused: put right, the page shows the basket without it
    const { error, index } = (answer.body ?? {}) as { error?: string; index?: number };
    const refused = index !== undefined && sending[index] ? [sending[index]] : sending;
    log(`The shop refused a basket change: ${error ?? 'bad request'}`);
    waiting.drop(
      uid,
      refused.map((change) => change.id),
    );
    tell(uid);
    return true;
  };

  const read = async (uid: string) => {
    const answer = await call('/api/basket');
    const basket = basketOf(answer);
    if (basket) took(uid, basket);
    else failed(answer);
  };

  const run = async (uid: string) => {
    running = true;
    try {
      do {
        again = false;
        let sent = false;
        while (current === uid && (await send(uid))) sent = true;
        // a change's answer is the basket as it now is: read only when nothing was sent
        if (sent) readFirst = false;
        else if (readFirst && current === uid) {
          readFirst = false;
          await read(uid);
        }
      } while (again && current === uid);
    } catch {
      log('Could not reach the shop to send the basket changes; they wait in this browser.');
    } finally {
      running = false;
    }
  };

  const sync = (uid: string, readAgain: boolean) => {
    current = uid;
    readFirst ||= readAgain;
    if (running) again = true;
    else void run(uid);
  };

  // the shopper comes back to the page: what another device changed is read, what waited is sent
  onPageVisible(book.page, () => {
    if (current) sync(current, true);
  });
  if (typeof window !== 'undefined')
    window.addEventListener('online', () => {
      if (current) sync(current, false);
    });
  // another tab took the server's answer
  copy.onExternalChange((uid, lines) => {
    last.set(uid, lines);
    tell(uid);
  });

  return {
    /** The shopper's basket is shown: from the page the server drew, else from the copy, then read again. */
    start(uid: string, drawn?: ServerBasket) {
      let readAgain = !drawn;
      if (drawn) {
        // the page left just before this one may have had its change taken (and its answer kept
        // here) after this page was drawn: a copy that says otherwise is read again
        const here = copy.load(uid);
        readAgain = here.length > 0 && JSON.stringify(here) !== JSON.stringify(drawn.lines);
        version = drawn.version;
        last.set(uid, drawn.lines);
        if (!readAgain) copy.save(uid, drawn.lines);
      } else {
        version = -1;
        if (!last.has(uid)) last.set(uid, copy.load(uid));
      }
      tell(uid);
      sync(uid, readAgain);
    },
    /** A change was made: it is sent, after what waited before it. */
    send: (uid: string) => sync(uid, false),
  };
}
