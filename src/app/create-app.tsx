import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Product } from '../../ports/entities';
import type { Ports } from '../../ports/ports';
import { SessionProvider } from '../features/account/session/session-context';
import { createSessionStore, type SessionState } from '../features/account/session/session-store';
import { BasketProvider } from '../features/basket/basket-context';
import { createBasketStore } from '../features/basket/basket-store';
import { RecentlyViewedProvider } from '../features/recently-viewed/recently-viewed-context';
import { createRecentlyViewedStore } from '../features/recently-viewed/recently-viewed-store';
import { routeTree } from '../route-tree.gen';
import { AddToBasketProvider } from '../shared/add-to-basket-context';
import { PortsProvider } from '../shared/ports-context';
import { signedInPageKey, type SignedInPageData } from '../shared/signed-in-page';

interface AppOptions {
  /** where the router reads and writes the address: the browser's by default, a memory history in tests and at build time */
  history?: RouterHistory;
  /** the query cache a pre-rendered page was built with */
  dehydratedState?: DehydratedState;
  /** rendering HTML at build time: no scroll-restoration script (the client page has none to match) */
  prerendering?: boolean;
  /** above every page: the offline demo says it is one (ADR-012) */
  banner?: ComponentType;
}

/**
 * Wires ports, stores, query cache and router together: the one app of every build, the shop with
 * its server and the offline demo alike. Used by start.tsx, the pre-render step and the tests.
 */
export function createApp(ports: Ports, options: AppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
  // catalogue data the pre-rendered page was built with: the first render needs no request
  if (options.dehydratedState) hydrate(queryClient, options.dehydratedState);
  // a signed-in page the server drew: the app's first frame is the same page (ADR-036)
  const drawn = queryClient.getQueryData<SignedInPageData>(signedInPageKey);
  const session = createSessionStore(ports.auth, drawn?.user);
  const basket = createBasketStore({ storage: ports.basketStorage, waiting: ports.waitingChanges, drawnWith: drawn });
  const recentlyViewed = createRecentlyViewedStore(ports.recentlyViewed);
  // requirements §4: on every user change the basket follows the user (and so does the browsing history, ADR-013)
  const followUser = (state: SessionState, previous: SessionState) => {
    if (!state.known) return;
    basket.getState().setUser(state.user);
    recentlyViewed.getState().setUserId(state.user?.uid ?? null);
    if (state.user && state.user.uid !== previous.user?.uid) recoverOrder(state.user.uid);
  };
  session.store.subscribe(followUser);
  if (drawn) followUser(session.store.getState(), { user: null, known: false });

  // ADR-004: a payment whose order save was cut off (tab closed) is saved at the next start; the
  // checkout's code loads for a signed-in shopper with such a payment only (ADR-025)
  function recoverOrder(uid: string) {
    if (ports.pendingOrders.load(uid).length > 0)
      void import('../domain/place-order').then(({ recoverAtStart }) =>
        recoverAtStart(ports, uid, (lines) => basket.getState().removeOrdered(lines)),
      );
  }

  // one function for the app's life: the provider's consumers never re-render for a new one
  // confirmed over the page it was made on (ADR-020), read when called: the router is made below
  const addToBasket = (product: Product) =>
    basket.getState().add(product, 1, { pathname: router.state.location.pathname, place: 'over-page' });

  const router = createRouter({
    routeTree,
    history: options.history,
    context: { queryClient, ports, whenSessionKnown: session.whenKnown, mayBeSignedIn: session.mayBeSignedIn },
    defaultPreload: 'intent',
    // the query cache decides freshness; the router only asks it
    defaultPreloadStaleTime: 0,
    scrollRestoration: !options.prerendering,
  });

  const Banner = options.banner;
  function App() {
    return (
      <PortsProvider ports={ports}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={session}>
            <BasketProvider store={basket}>
              <AddToBasketProvider add={addToBasket}>
                <RecentlyViewedProvider store={recentlyViewed}>
                  {Banner && <Banner />}
                  <RouterProvider router={router} />
                </RecentlyViewedProvider>
              </AddToBasketProvider>
            </BasketProvider>
          </SessionProvider>
        </QueryClientProvider>
      </PortsProvider>
    );
  }

  return { App, router, queryClient, session, basket, recentlyViewed };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createApp>['router'];
  }
}
