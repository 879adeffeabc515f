import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { logger as honoLogger } from 'hono/logger';
import { cors } from 'hono/cors';
import type { Accounts } from './accounts/accounts';
import type { BasketStore } from './basket/basket-store';
import { basketRoutes } from './basket/routes';
import type { Catalog } from './catalog/catalog';
import { catalogRoutes } from './catalog/routes';
import { photoFileRoutes, sellPhotoRoutes } from './photos/routes';
import { backOfficeRoutes, type BackOffice } from './sell/back-office';
import { SITEMAP_DEFAULT_SITE, browsePathsOf, sitemapOf } from './site/sitemap';
import { createAnswerCache, encodedResponse } from './site/encoded-body';
import type { PhotoStorePort } from '../ports/photo-store-port';
import { requestAddress } from './http/client-address';
import { jsonErrorHandler, jsonNotFound } from './http/errors';
import { bodyUpTo } from './http/shopper-requests';
import { sameOriginWrites, shopOrigins } from './http/shop-origin';
import type { Order } from '../ports/entities';
import { parseProductId } from '../ports/product-id';
import { liveness, readiness } from './health/probes';
import { imageRoutes } from './images/routes';
import type { Logger } from './log/log';
import { sessionShoppers, type IdentifyShopper } from './identity/shoppers';
import type { LedgerHealth, OrderLedger } from './ledger/payments-ledger';
import { stockRoutes } from './stock/routes';
import type { StockPort } from '../ports/stock-port';
import type { Payments } from './payment/payments';
import type { PaymentProcessor } from './payment/processor';
import { orderRoutes } from './orders/routes';
import type { CatalogPrices } from './payment/catalog-prices';
import type { PaymentAllowance } from './payment/allowance';
import { paymentRoutes } from './payment/routes';
import { isNavigation } from './site/page-loads';
import { inlineScriptHashesOf } from './site/prerendered';
import { securityHeadersMiddleware } from './site/security-headers';
import { signedInDrawing, type SignedInPageRenderer } from './site/signed-in-drawing';
import { browseDrawing, type BrowsePageRenderer } from './site/browse-drawing';
import { cloudSessionRoutes, cloudSessionShoppers, type CloudSessionAuth } from './identity/cloud-sessions';
import { ordersOf } from './orders/orders-of';
import { signedInPages } from './site/signed-in-pages';
import { createStaticSite, hasFileExtension } from './site/static';
import type { OrderSteps } from './fulfilment/order-steps';
import type { RefundEvent } from './payment/processor';

/**
 * What the shop's routes are drawn from, each part built by the composition root (compose.ts) from
 * the configuration, or by a test (test-support/test-server-app.ts). Every part is named: null
 * says "none".
 */
export interface ServerAppParts {
  /** Where the server's requests and failures are written. */
  logger: Logger;
  /** The catalogue this server serves at /products, and the pictures of its products. */
  catalog: Catalog;
  /**
   * The shop's pages read their catalogue from another host (ADR-003): their product pages answer
   * 200 here, and the app asks that host whether the product exists.
   */
  catalogElsewhere: boolean;
  /** What the catalogue sells now: the checkout the server draws is priced from it. */
  prices: CatalogPrices;
  payments: Payments;
  /** Who takes the card payments: its events reach /payment/webhook. */
  processor: PaymentProcessor;
  /** The ledger's orders, and whether its store answers (/readyz). */
  ledger: OrderLedger & LedgerHealth;
  /** The shop's stock, as /api/stock tells it (ADR-039). */
  stock: StockPort;
  /** Who sends a request: the shopper of the server's own session cookie, or of a Firebase ID token in the cloud. */
  identify: IdentifyShopper;
  /**
   * Shoppers' accounts and sessions kept by the server, under /api/auth/ (ADR-031); without
   * `cloudSessions`, its session cookie also says whose signed-in pages a page load asks for.
   * Null: shoppers sign in elsewhere.
   */
  accounts: Accounts | null;
  /** Counts account requests and failed sign-ins before they reach `accounts` (createSignInGuard). */
  signInGuard: MiddlewareHandler | null;
  /** Signed-in shoppers' baskets (ADR-032). Null: /api/basket is not served. */
  baskets: BasketStore | null;
  /** Per-client allowance on /payment/* (createPaymentAllowance). */
  paymentAllowance: PaymentAllowance | null;
  /** proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY_HOPS) */
  trustProxyHops: number;
  /** The merchant's back office under /api/sell (ADR-044 to ADR-047). Null: none (it needs `accounts`). */
  backOffice: BackOffice | null;
  /** each paid order's life after it (ADR-051): its state and timeline on the shopper's orders, and their cancel */
  orderSteps?: OrderSteps;
  /** The product photos the back office uploads, served at /photos (ADR-045). */
  photos: PhotoStorePort;
  /** The built app. Null: only the API is served (tests, `vite dev`). */
  site: BuiltSite | null;
  /**
   * The cloud configuration's page sessions (ADR-038): Firebase session cookies, by which the
   * server knows the shopper of a page load, and the orders it draws their pages with. Null: the
   * embedded default knows its shoppers by its own sessions, `accounts`.
   */
  cloudSessions: { auth: CloudSessionAuth; ordersOf: (uid: string) => Promise<Order[]> } | null;
  /** The shop's public address (VITE_SITE_URL); undefined: the address each request came to. */
  siteUrl: string | undefined;
  /** Payment and API routes answer these origins too; [] for same-origin only. */
  allowedOrigins: string[];
  /** Build-time settings that widen the Content-Security-Policy (VITE_* origins). */
  env: Record<string, string | undefined>;
}

/** The built app the server serves. */
export interface BuiltSite {
  /** Folder of the built SPA. */
  staticDir: string;
  /** Its pre-rendered pages hold this server's catalogue; when false, each page is drawn (browseRenderer) or the plain shell. */
  prerendered: boolean | (() => boolean);
  /** The app's render build, which draws signed-in pages for their shopper (ADR-036). Null: the browser draws them. */
  signedInRenderer: SignedInPageRenderer | null;
  /** The same, which draws the browse pages once the catalogue has changed (ADR-049). Null or absent: the plain shell. */
  browseRenderer?: BrowsePageRenderer | null;
}

/**
 * The largest body an account request may have (ADR-041): a passkey's registration, the largest
 * one, is about 1 KB from Chromium (its attestation 'none', as the passkey plugin asks).
 */
const ACCOUNT_BODY_BYTES = 16 * 1024;

/** Paths the API owns: never answered with the SPA except for a browser navigation. */
const API_PREFIXES = ['/products', '/payment', '/images', '/photos', '/api', '/healthz', '/readyz'];
export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A product page (/products/{id}, whatever the case) of a product `catalog` does not have. */
function isMissingProduct(path: string, catalog: Catalog): boolean {
  const raw = /^\/products\/([^/]+)\/*$/i.exec(path)?.[1];
  if (raw === undefined) return false;
  const id = parseProductId(raw);
  return id === null || catalog.byId(id) === undefined;
}

/** Hono's request log ('<-- GET /' and '--> GET / 200 3ms'), into the server's log; answers only. */
const requestLog = (logger: Logger) =>
  honoLogger((line, ...rest) => line.startsWith('-->') && logger.info([line, ...rest].join(' ')));

/** The shop's server: its routes, each room mounted under its path (not the app itself: src/app/create-app.tsx). */
export function createServerApp(parts: ServerAppParts): Hono {
  const { logger, catalog, prices, ledger, stock, identify, accounts, cloudSessions, baskets } = parts;
  const allowance = parts.paymentAllowance;
  const catalogApi = catalogRoutes(catalog);
  const { browseRenderer } = parts.site ?? {};
  // a catalogue kept in the store changes while the server runs: its pages are drawn for each version
  const drawn =
    parts.site && browseRenderer && catalog.version
      ? browseDrawing({
          renderer: browseRenderer,
          staticDir: parts.site.staticDir,
          catalogApi,
          version: () => catalog.version!(),
          logger,
        })
      : null;
  const site = parts.site ? createStaticSite(parts.site.staticDir, { prerendered: parts.site.prerendered, drawn }) : null;
  const origins = shopOrigins(parts.siteUrl, parts.allowedOrigins);

  const app = new Hono();
  app.onError(jsonErrorHandler(logger));
  app.notFound(jsonNotFound);
  // the pre-rendered pages and the signed-in pages' frames run one inline script, allowed by the
  // hash the build lists (the frames serve any catalogue)
  const inlineScripts = parts.site ? inlineScriptHashesOf(parts.site.staticDir) : () => [];
  app.use('*', securityHeadersMiddleware(parts.env, { inlineScripts, siteUrl: parts.siteUrl }));
  app.use('*', requestLog(logger));
  // on the fly for API reads only: the build's files come compressed already (static.ts), and the
  // answer to a write (a payment, a basket change) is a few hundred bytes that nobody keeps
  const compressed = compress();
  // inside compress: the tag is taken from the plain body; static files bring their own
  const tagged = etag();
  const isRead = (method: string) => method === 'GET' || method === 'HEAD';
  app.use('*', (c, next) => (isRead(c.req.method) ? compressed(c, next) : next()));
  app.use('*', (c, next) => (isRead(c.req.method) ? tagged(c, next) : next()));
  // an API path a page load asks for (/products/3) is answered with the page, any other request
  // with JSON: a cache keeps the two apart by the headers that chose
  if (parts.site)
    app.use('*', async (c, next) => {
      await next();
      if (isApiPath(c.req.path)) c.header('Vary', 'Accept, Sec-Fetch-Mode', { append: true });
    });

  /**
   * A page load's answer: its page, or the app's error screen with status 404 at a path no route
   * draws or for a product this server's catalogue does not have (ADR-022). A catalogue on another
   * host is the app's to ask: its product pages answer 200.
   */
  const pageAt = async (path: string, encodings: string | undefined) => {
    if (!site) return null;
    const missingProduct = !parts.catalogElsewhere && isMissingProduct(path, catalog);
    return missingProduct || !(await site.isPage(path)) ? site.notFoundPage(encodings) : site.page(path, encodings);
  };

  // before the pages: a probe's request is never answered with one
  app.get('/healthz', liveness);
  app.get('/readyz', readiness({ ledger, allowance }));
  if (accounts) {
    // no cache keeps an account answer, refusals included: each is one shopper's (ADR-041)
    app.use('/api/auth/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
    // refused before anything reads it, the guard or the library
    app.use('/api/auth/*', bodyUpTo(ACCOUNT_BODY_BYTES));
    if (parts.signInGuard) app.use('/api/auth/*', parts.signInGuard);
    app.on(['GET', 'POST'], '/api/auth/*', (c) => accounts.handle(c.req.raw));
  }

  if (cloudSessions) app.route('/api/session', cloudSessionRoutes(cloudSessions.auth, { originsOf: origins }));

  if (parts.site && site) {
    const { staticDir, signedInRenderer } = parts.site;
    const drawing = (readOrders: (uid: string) => Promise<Order[]>) =>
      signedInRenderer
        ? signedInDrawing({ renderer: signedInRenderer, staticDir, ordersOf: readOrders, baskets, products: prices, logger })
        : null;
    // the session cookie says who it is: a signed-out shopper is sent to sign in by the server itself
    if (accounts && !cloudSessions)
      app.use(
        '*',
        signedInPages(
          sessionShoppers(accounts),
          drawing((uid) => ordersOf(ledger, uid, parts.orderSteps)),
        ),
      );
    // the cloud's session cookie, when the browser has one (ADR-038): without, the app decides
    if (cloudSessions)
      app.use(
        '*',
        signedInPages(cloudSessionShoppers(cloudSessions.auth), drawing(cloudSessions.ordersOf), { signedOut: 'app' }),
      );
    app.use('*', async (c, next) => {
      if (isNavigation(c) && !hasFileExtension(c.req.path) && !c.req.path.startsWith('/images/')) {
        const page = await pageAt(c.req.path, c.req.header('Accept-Encoding'));
        if (page) return page;
      }
      await next();
    });
  }

  // a change made with the shopper's cookie comes from the shop's own pages (/api/auth checks its own)
  const ownPagesOnly = sameOriginWrites(origins);
  for (const path of ['/payment/*', '/api/*']) app.use(path, ownPagesOnly);

  // a public catalogue: any site may read it
  const publicRead = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] });
  for (const path of ['/products', '/products/*', '/images/*', '/photos/*']) app.use(path, publicRead);
  if (parts.allowedOrigins.length) {
    app.use(
      '/payment/*',
      cors({
        origin: parts.allowedOrigins,
        allowMethods: ['GET', 'POST', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'Idempotency-Key', 'Authorization'],
        maxAge: 600,
      }),
    );
    // the cloud shop's signed-in basket and orders, from the same origins (ADR-032): the basket's
    // changes are posted (ADR-042), an order's delivery address put
    app.use(
      '/api/*',
      cors({
        origin: parts.allowedOrigins,
        allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'Authorization'],
        exposeHeaders: ['ETag'],
        maxAge: 600,
      }),
    );
  }

  app.route('/products', catalogApi);
  app.route('/images', imageRoutes(catalog));
  app.route('/api/stock', stockRoutes(stock));
  const { payments, processor, trustProxyHops } = parts;
  // the address a checkout came from, as the allowance takes it (ADR-039)
  const clientAddressOf = (c: Context) => requestAddress(c, trustProxyHops);
  // a refund made in the processor's dashboard reaches its order (ADR-051)
  const processorRefunds = parts.orderSteps && ((event: RefundEvent) => parts.orderSteps!.recordProcessorRefunds(event));
  app.route('/payment', paymentRoutes({ payments, processor, identify, allowance, clientAddressOf, processorRefunds, logger }));
  // a shopper's own orders and basket, for any of their devices (ADR-032)
  app.route('/api/orders', orderRoutes({ ledger, identify, steps: parts.orderSteps }));
  if (baskets) app.route('/api/basket', basketRoutes({ baskets, identify }));
  app.route('/photos', photoFileRoutes(parts.photos));
  if (parts.backOffice && accounts)
    app.route(
      '/api/sell',
      backOfficeRoutes(parts.backOffice, { accounts, originsOf: origins, logger, photoUploads: sellPhotoRoutes }),
    );

  if (site && catalog.version) {
    // the pages worth finding as the catalogue is now, once per version of it (ADR-046)
    const sitemaps = createAnswerCache(2);
    const address = parts.siteUrl ?? SITEMAP_DEFAULT_SITE;
    app.get('/sitemap.xml', async (c) =>
      encodedResponse(
        await sitemaps(String(catalog.version!()), () => sitemapOf(address, browsePathsOf(catalog))),
        c.req.header('Accept-Encoding'),
        { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, no-cache' },
      ),
    );
  }
  if (site) {
    app.get('*', async (c) => {
      const path = c.req.path;
      const encodings = c.req.header('Accept-Encoding');
      if (hasFileExtension(path)) return (await site.file(path, encodings)) ?? jsonNotFound(c);
      if (isApiPath(path)) return jsonNotFound(c);
      // history fallback: the client router owns every other path
      return (await pageAt(path, encodings)) ?? jsonNotFound(c);
    });
  }
  return app;
}
