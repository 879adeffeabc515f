import type { AuthPort } from '../../ports/auth-port';
import type { OrdersPort } from '../../ports/orders-port';
import { cachedFirstAuth } from './cached-first-auth';
import { createUserCache, type CacheStorage } from './cached-user';
import { parseEmulatorHost } from './emulator-host';
import type { FirebasePortsOptions, FirebaseSettings } from './firebase-ports';
import { createRestOrdersRead } from './firestore-rest-orders';
import { lightFirstOrders } from './light-first-orders';
import { sessionToken, withPageSession, type PageSessionOptions } from './page-session';
import { onFirstUse, ordersOnFirstUse } from '../../ports/on-first-use';

export interface CloudPortsOptions extends FirebasePortsOptions {
  /** where the signed-in user is kept between page loads: the browser's localStorage */
  storage: CacheStorage | null;
  /** resolves once the user may show (the app took over the page, or draws it anew): the cached user is reported then */
  whenStarted: Promise<void>;
  /** resolves once the page is interactive: the SDKs load then, unless needed sooner */
  whenInteractive: Promise<void>;
  fetch?: typeof fetch;
  /** the shop's server that draws the shopper's pages by a session cookie (ADR-038); none: the browser draws them */
  pageSession?: PageSessionOptions;
}

/**
 * Accounts and orders of the cloud configuration with no Firebase SDK on the critical path
 * (ADR-024): the signed-in user from the cache the Auth adapter keeps, and /Orders' first list from
 * Firestore's REST API with the cached ID token. The SDKs (Auth, then Firestore on first use of
 * orders, ADR-015) load after the page is interactive, confirm the session and take over.
 */
export function createCloudPorts(
  settings: FirebaseSettings,
  { storage, whenStarted, whenInteractive, fetch, pageSession, ...options }: CloudPortsOptions,
): { auth: AuthPort; orders: OrdersPort } {
  const cache = createUserCache(storage, `firebase-user:${settings.apiKey ?? ''}:${options.appName ?? '[DEFAULT]'}`);
  const sdk = onFirstUse(async () =>
    (await import('./firebase-ports')).createFirebasePorts(settings, { ...options, userCache: cache }),
  );
  const readOrders = createRestOrdersRead({
    projectId: settings.projectId ?? '',
    emulator: settings.firestoreEmulatorHost ? parseEmulatorHost(settings.firestoreEmulatorHost, 8080) : undefined,
    fetch,
  });
  const orders = lightFirstOrders({
    live: ordersOnFirstUse(async () => (await sdk()).connectOrders()),
    lightRead: (uid) => {
      const token = cache.freshToken(uid);
      return token ? readOrders(uid, token) : null;
    },
    likelyUid: () => cache.user()?.uid ?? null,
    whenInteractive,
    whenSignedIn: async (uid, cancelled) => signedInAs((await sdk()).auth, uid, cancelled),
  });
  const auth = cachedFirstAuth({
    cache,
    load: async () => (await sdk()).auth,
    whenStarted,
    whenInteractive,
    resume: pageSession && (() => sessionToken(pageSession)),
  });
  return { auth: pageSession ? withPageSession(auth, pageSession) : auth, orders };
}

/**
 * Resolves once `auth` reports `uid` signed in (at once if it already holds that session); stops
 * listening then, or when `cancelled` aborts (another shopper, or none, may never become `uid`).
 */
export function signedInAs(auth: AuthPort, uid: string, cancelled: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (cancelled.aborted) return;
    // the first report may come before onUserChanged has returned its stop
    const listening: { stop?: () => void; heard?: boolean } = {};
    const stopListening = () => {
      cancelled.removeEventListener('abort', stopListening);
      if (listening.stop) listening.stop();
      else queueMicrotask(() => listening.stop?.());
    };
    listening.stop = auth.onUserChanged((user) => {
      if (listening.heard || user?.uid !== uid) return;
      listening.heard = true;
      resolve();
      stopListening();
    });
    if (!listening.heard) cancelled.addEventListener('abort', stopListening, { once: true });
  });
}
