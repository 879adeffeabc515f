import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Ports } from '../../ports/ports';
import { headHtml, mergeHeads } from '../shared/head/document-head';
import { createApp } from '../app/create-app';
import { catalogServedBy, drawingPorts } from '../app/drawing-ports';
import { signedInPageKey, type SignedInPageData } from '../shared/signed-in-page';

export interface PrerenderedPage {
  html: string;
  /** the route's title and head tags, as HTML */
  head: string;
  state: ReturnType<typeof dehydrate>;
  statusCode: number;
  /** the router's path of the route drawn ('/products/$productId') */
  route: string;
  /**
   * false when React left a part to the browser (a module loaded late, as a long list's windowed
   * grid): the browser would draw that part anew and report the page as not drawn whole
   */
  whole: boolean;
}

/** React's mark of a boundary it could not draw outside a browser, which the browser draws instead. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * Renders one route as an anonymous visitor sees it, with the query cache it was built from. A
 * signed-in page is rendered as it looks while the session is being checked: the header and the
 * route's placeholder (`whileSessionUnknown`).
 */
export async function renderPage(
  url: string,
  ports: Ports,
  whileSessionUnknown = false,
  dehydratedState?: DehydratedState,
): Promise<PrerenderedPage> {
  const app = createApp(ports, { history: createMemoryHistory({ initialEntries: [url] }), prerendering: true, dehydratedState });
  if (whileSessionUnknown) {
    // the state the router is in while the guard waits for the session: the root shown, the page
    // pending, with the heads the router would have set (the routes' head() takes no input here)
    const found = app.router.matchRoutes(app.router.latestLocation);
    const matches = await Promise.all(
      found.map(async (match, index) => {
        const route: AnyRoute = app.router.routesById[match.routeId as keyof typeof app.router.routesById];
        const head = await route.options.head?.({} as never);
        const status = index < found.length - 1 ? 'success' : match.status;
        return { ...match, status, meta: head?.meta, links: head?.links, headScripts: head?.scripts };
      }),
    );
    app.router.stores.setMatches(matches);
    const html = renderToString(<app.App />);
    return {
      html,
      head: headHtml(mergeHeads(matches)),
      state: dehydrate(app.queryClient),
      statusCode: 200,
      route: leafRoute(matches),
      whole: isWhole(html),
    };
  }
  await app.router.load();
  // loaders may start requests without awaiting them (the home grid): let them land first
  while (app.queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const html = renderToString(<app.App />);
  const { matches } = app.router.state;
  const head = headHtml(mergeHeads(matches));
  const statusCode = renderedStatus(matches);
  return { html, head, state: dehydrate(app.queryClient), statusCode, route: leafRoute(matches), whole: isWhole(html) };
}

/**
 * Draws a page anyone may browse at request time (ADR-049), its products read from the catalogue
 * `fetchCatalog` serves at /products (the shop's server's own routes, in its process), as the
 * browser would read them. `route` is the router's path of the route drawn ('/products/$productId').
 */
export function renderBrowsePage(url: string, fetchCatalog: typeof fetch): Promise<PrerenderedPage> {
  return renderPage(url, drawingPorts(null, catalogServedBy(fetchCatalog)));
}

/**
 * Draws a signed-in page at request time, for the shopper `data` is about (ADR-036): the same app
 * as in the browser, its first state the server's data, which goes to the browser in the query
 * cache (`state`) so that the app takes the page over as drawn.
 */
export async function renderSignedInPage(url: string, data: SignedInPageData): Promise<PrerenderedPage> {
  const handed = new QueryClient();
  handed.setQueryData(signedInPageKey, data);
  return renderPage(url, drawingPorts(data), false, dehydrate(handed));
}

/** The router's route paths ('/products/$productId'), for the server to tell a page from a missing one. */
export function routePaths(ports: Ports): string[] {
  const app = createApp(ports, { history: createMemoryHistory(), prerendering: true });
  return Object.keys(app.router.routesByPath);
}

const leafRoute = (matches: readonly { routeId: string }[]) => matches.at(-1)?.routeId ?? '';
const isWhole = (html: string) => !html.includes(LEFT_TO_THE_BROWSER);

/** 200 when every matched route rendered its content; a not-found or failed route must not be baked in. */
function renderedStatus(matches: readonly { status: string; globalNotFound?: boolean }[]): number {
  return matches.every((match) => match.status === 'success' && !match.globalNotFound) ? 200 : 404;
}
