import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../ports/entities';
import type { OrdersPort } from '../../ports/orders-port';
import { makeOrder, ordersContract } from '../../test-doubles/contracts/orders-contract';
import { createMemoryOrders } from '../../test-doubles/memory-orders';
import { lightFirstOrders } from './light-first-orders';

/** One list of the double's orders, as a one-off read (what the REST read is to Firestore). */
function readOnce(orders: OrdersPort, uid: string): Promise<Order[]> {
  return new Promise((resolve, reject) => {
    const stop = orders.watchOrders(
      uid,
      (list) => {
        queueMicrotask(stop);
        resolve(list);
      },
      reject,
    );
  });
}

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

ordersContract('light first read, then the in-memory double live', () => {
  const { orders } = createMemoryOrders();
  return {
    orders: lightFirstOrders({
      live: orders,
      lightRead: (uid) => readOnce(orders, uid),
      likelyUid: () => 'user-1',
      whenInteractive: Promise.resolve(),
      whenSignedIn: () => Promise.resolve(),
    }),
    uid: 'user-1',
  };
});

/** A live port whose lists the test sends, and a light read it answers by hand. */
function setUp() {
  const memory = createMemoryOrders();
  const liveLists: ((orders: Order[]) => void)[] = [];
  const live: OrdersPort = {
    ...memory.orders,
    watchOrders: vi.fn((_uid, onOrders: (orders: Order[]) => void) => {
      liveLists.push(onOrders);
      return () => undefined;
    }),
    prepare: vi.fn(),
  };
  let answer!: { resolve: (orders: Order[]) => void; reject: (error: Error) => void };
  const lightRead = vi.fn(
    () =>
      new Promise<Order[]>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  const interactive = gate();
  const whenSignedIn = vi.fn((_uid: string, _cancelled: AbortSignal) => Promise.resolve());
  const orders = lightFirstOrders({
    live,
    lightRead,
    likelyUid: () => 'uid-ann',
    whenInteractive: interactive.promise,
    whenSignedIn,
  });
  const seen: string[][] = [];
  const watch = () => orders.watchOrders('uid-ann', (list) => seen.push(list.map((order) => order.id)), vi.fn());
  return { orders, live, liveLists, lightRead, answer: () => answer, interactive, whenSignedIn, seen, watch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const older = makeOrder('pi_older', 1_700_000_000);
const newer = makeOrder('pi_newer', 1_800_000_000);

describe('lightFirstOrders (ADR-024)', () => {
  it('shows the light read at once and starts the live subscription only once the page is interactive', async () => {
    const { live, answer, interactive, seen, watch } = setUp();
    watch();
    answer().resolve([older]);
    await flush();
    expect(seen).toEqual([['pi_older']]);
    expect(live.watchOrders).not.toHaveBeenCalled();
    interactive.open();
    await vi.waitFor(() => expect(live.watchOrders).toHaveBeenCalledTimes(1));
  });

  it('lets the live list replace the light one whole, with no row twice', async () => {
    const { liveLists, answer, interactive, seen, watch } = setUp();
    watch();
    interactive.open();
    answer().resolve([older]);
    await vi.waitFor(() => expect(liveLists).toHaveLength(1));
    liveLists[0]!([newer, older]);
    expect(seen).toEqual([['pi_older'], ['pi_newer', 'pi_older']]);
  });

  it('says nothing when the light read fails: the live subscription reports', async () => {
    const { liveLists, answer, interactive, seen, watch } = setUp();
    watch();
    answer().reject(new Error('401'));
    interactive.open();
    await vi.waitFor(() => expect(liveLists).toHaveLength(1));
    expect(seen).toEqual([]);
    liveLists[0]!([older]);
    expect(seen).toEqual([['pi_older']]);
  });

  it('never calls a watcher that stopped before the light read answered', async () => {
    const { live, answer, interactive, seen, watch } = setUp();
    const stop = watch();
    stop();
    answer().resolve([older]);
    interactive.open();
    await flush();
    await flush();
    expect(seen).toEqual([]);
    expect(live.watchOrders).not.toHaveBeenCalled();
  });

  it("with no light read to be had (a first visit the server signed in), watches live once the page is interactive and the SDK holds the shopper's session", async () => {
    const memory = createMemoryOrders();
    const live = { ...memory.orders, watchOrders: vi.fn(memory.orders.watchOrders) };
    const interactive = gate();
    const signedIn = gate();
    const whenSignedIn = vi.fn(() => signedIn.promise);
    const orders = lightFirstOrders({
      live,
      lightRead: () => null,
      likelyUid: () => null,
      whenInteractive: interactive.promise,
      whenSignedIn,
    });
    orders.watchOrders('uid-ann', vi.fn(), vi.fn());
    await flush();
    // the SDK is not even asked for before the page is interactive
    expect(whenSignedIn).not.toHaveBeenCalled();
    interactive.open();
    await vi.waitFor(() => expect(whenSignedIn).toHaveBeenCalledWith('uid-ann', expect.any(AbortSignal)));
    await flush();
    // a listener started now would be refused for good by Firestore's rules
    expect(live.watchOrders).not.toHaveBeenCalled();
    signedIn.open();
    await vi.waitFor(() => expect(live.watchOrders).toHaveBeenCalledTimes(1));
  });

  it("waits for the SDK's session after the light read too", async () => {
    const { live, answer, interactive, whenSignedIn, seen, watch } = setUp();
    const signedIn = gate();
    whenSignedIn.mockReturnValue(signedIn.promise);
    watch();
    answer().resolve([older]);
    interactive.open();
    await vi.waitFor(() => expect(seen).toEqual([['pi_older']]));
    await flush();
    expect(live.watchOrders).not.toHaveBeenCalled();
    signedIn.open();
    await vi.waitFor(() => expect(live.watchOrders).toHaveBeenCalledTimes(1));
  });

  it('reports an Auth SDK that could not be loaded as the live adapter would, and never watches live', async () => {
    const { live, answer, interactive, whenSignedIn, orders } = setUp();
    whenSignedIn.mockReturnValue(Promise.reject(new Error('Failed to fetch')));
    const onError = vi.fn();
    orders.watchOrders('uid-ann', vi.fn(), onError);
    answer().resolve([older]);
    interactive.open();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: 'Could not read the orders: Failed to fetch' });
    expect(live.watchOrders).not.toHaveBeenCalled();
  });

  it("lets a watcher that stops call off its wait for the SDK's session", async () => {
    const { interactive, whenSignedIn, watch } = setUp();
    whenSignedIn.mockReturnValue(new Promise(() => {}));
    const stop = watch();
    interactive.open();
    await vi.waitFor(() => expect(whenSignedIn).toHaveBeenCalledTimes(1));
    const [, cancelled] = whenSignedIn.mock.calls[0]! as unknown as [string, AbortSignal];
    expect(cancelled.aborted).toBe(false);
    stop();
    expect(cancelled.aborted).toBe(true);
  });

  it('getting ready starts the light read of the likely user, which the next watcher uses', async () => {
    const { orders, live, lightRead, answer, seen, watch } = setUp();
    orders.prepare();
    orders.prepare();
    expect(lightRead).toHaveBeenCalledTimes(1);
    expect(live.prepare).not.toHaveBeenCalled();
    watch();
    expect(lightRead).toHaveBeenCalledTimes(1);
    answer().resolve([older]);
    await vi.waitFor(() => expect(seen).toEqual([['pi_older']]));
  });

  it('once the live subscription has run, later watchers and getting ready go live with no light read', async () => {
    const { orders, live, lightRead, answer, interactive, watch } = setUp();
    watch();
    interactive.open();
    answer().resolve([older]);
    await vi.waitFor(() => expect(live.watchOrders).toHaveBeenCalledTimes(1));
    watch();
    orders.prepare();
    expect(lightRead).toHaveBeenCalledTimes(1);
    expect(live.watchOrders).toHaveBeenCalledTimes(2);
    expect(live.prepare).toHaveBeenCalledTimes(1);
  });

  it('getting ready with nobody likely gets the live adapter ready instead', () => {
    const memory = createMemoryOrders();
    const orders = lightFirstOrders({
      live: memory.orders,
      lightRead: vi.fn(() => null),
      likelyUid: () => null,
      whenInteractive: Promise.resolve(),
      whenSignedIn: () => Promise.resolve(),
    });
    orders.prepare();
    expect(memory.prepareCount()).toBe(1);
  });
});
