import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { logger as honoLogger } from 'hono/logger';
import { cors } from 'hono/cors';
import type { Accounts } from './accounts/accounts';
import type { BasketStore } from './basket/basket-store';
import { basketRoutes } from './basket/routes';
import { createCatalog, type Catalog } from './catalog/catalog';
import { builtInCatalogEntries } from './catalog/built-in-products';
import { largeCatalogEntries } from './catalog/large-catalog';
import { catalogRoutes } from './catalog/routes';
import { requestAddress } from './http/client-address';
import { jsonErrorHandler, jsonNotFound } from './http/errors';
import { bodyUpTo } from './http/shopper-requests';
import { sameOriginWrites, shopOrigins } from './http/shop-origin';
import type { Order } from '../ports/entities';
import { parseProductId } from '../ports/product-id';
import { healthRoutes } from './health/routes';
import { imageRoutes } from './images/routes';
import type { Logger } from './log/log';
import type { OrderRecords } from './fulfilment/order-records';
import { sessionShoppers, type IdentifyShopper } from './identity/shoppers';
import type { PaymentsLedger } from './ledger/payments-ledger';
import { stockRoutes } from './stock/routes';
import type { StockPort } from '../ports/stock-port';
import { DEFAULT_STOCK_HOLD_MINUTES } from './config/config';
import { createPayments } from './payment/payments';
import type { Receipts } from './payment/receipts';
import type { PaymentProcessor } from './payment/processor';
import { orderRoutes } from './orders/routes';
import { localCatalogPrices, remoteCatalogPrices } from './payment/catalog-prices';
import type { PaymentAllowance } from './payment/allowance';
import { paymentRoutes } from './payment/routes';
import { isNavigation } from './site/page-loads';
import { inlineScriptHashesOf } from './site/prerendered';
import { securityHeadersMiddleware } from './site/security-headers';
import { signedInDrawing, type SignedInPageRenderer } from './site/signed-in-drawing';
import { cloudSessionRoutes, cloudSessionShoppers, type CloudSessionAuth } from './identity/cloud-sessions';
import { ordersOf } from './orders/orders-of';
import { signedInPages } from './site/signed-in-pages';
import { createStaticSite, hasFileExtension } from './site/static';

export interface ServerAppOptions {
  /** Generate this many products (benchmarks); default: the built-in catalog. */
  catalogSize?: number;
  /**
   * The catalogue host the shop's pages use, when it is not this server: payments are priced from
   * it (ADR-003). Default: this server's own catalogue.
   */
  catalogBaseUrl?: string;
  /** Who takes the card payments: Stripe, or the embedded default's test-mode processor. */
  processor: PaymentProcessor;
  /** The payments ledger, on the server's store. */
  ledger: PaymentsLedger;
  /**
   * The shop's stock, in the ledger's store (ADR-039): the ledger holds and sells it in its own
   * transactions.
   */
  stock: StockPort;
  /** How long a checkout holds its stock. Default: DEFAULT_STOCK_HOLD_MINUTES. */
  stockHoldSeconds?: number;
  /** Who sends a request: the shopper of the server's own session cookie, or of a Firebase ID token in the cloud. */
  identify: IdentifyShopper;
  /**
   * Shoppers' accounts and sessions kept by the server, under /api/auth/ (ADR-031); without
   * `cloudSessions`, its session cookie also says whose signed-in pages a page load asks for.
   * Default: none, for a server whose shoppers sign in elsewhere.
   */
  accounts?: Accounts | null;
  /** Counts account requests and failed sign-ins before they reach `accounts` (createSignInGuard); null: none. */
  signInGuard: MiddlewareHandler | null;
  /** Signed-in shoppers' baskets (ADR-032). Default: none, /api/basket is not served. */
  baskets?: BasketStore | null;
  /** Where orders of record are written once paid. Default: none, the ledger row is the order. */
  orderRecords?: OrderRecords | null;
  /** Where paid orders' receipts go (ADR-030): the server's mailer; null: none are sent. */
  receipts: Receipts | null;
  /** Per-client allowance on /payment/* (createPaymentAllowance); null: no limit. */
  paymentAllowance: PaymentAllowance | null;
  /** proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY_HOPS); default 0 */
  trustProxyHops?: number;
  /** The payment server's clock (tests). */
  now?: () => Date;
  /**
   * Until it aborts, payments housekeeping runs every minute: expired unpaid intents cancelled and
   * pruned, old processor events forgotten. Null: none, held stock stays held.
   */
  housekeeping: AbortSignal | null;
  /** Folder of the built SPA; without it only the API is served (tests, `vite dev`). */
  staticDir?: string;
  /** The app's render build, which draws signed-in pages for their shopper (ADR-036). Default: none, the browser draws them. */
  signedInRenderer?: SignedInPageRenderer | null;
  /**
   * The cloud configuration's page sessions (ADR-038): Firebase session cookies, by which the
   * server knows the shopper of a page load, and the orders it draws their pages with. Default:
   * none (the embedded default knows its shoppers by its own sessions, `accounts`).
   */
  cloudSessions?: { auth: CloudSessionAuth; ordersOf: (uid: string) => Promise<Order[]> } | null;
  /** The shop's public address (VITE_SITE_URL). Default: the address each request came to. */
  siteUrl?: string;
  /** Payment routes answer these origins too; default same-origin only. */
  allowedOrigins?: string[];
  /** Build-time settings that widen the Content-Security-Policy (VITE_* origins). */
  env?: Record<string, string | undefined>;
  /** Where the server's requests and failures are written. */
  logger: Logger;
}

/**
 * The parts a shop cannot run without, as a refusal names them. The factory never makes them up:
 * the composition root (compose.ts) chooses them from the configuration, and tests build their own
 * (test-support/test-server-app.ts). Null is a choice, and says "none".
 */
const NEEDED_PARTS = {
  logger: 'a logger',
  ledger: 'a payment ledger',
  stock: 'a stock',
  processor: 'a payment processor',
  identify: 'a way to know its shoppers',
} as const;
const NAMED_PARTS = {
  signInGuard: 'a sign-in guard',
  receipts: 'a way to send receipts',
  paymentAllowance: 'a payment allowance',
  housekeeping: 'payments housekeeping',
} as const;

/** Throws, naming the first part missing: what a JavaScript caller or a composition mistake may leave out. */
function checkParts(options: ServerAppOptions): void {
  for (const [name, part] of Object.entries(NEEDED_PARTS))
    if (options[name as keyof typeof NEEDED_PARTS] == null) throw new Error(`The server cannot start without ${part} (${name})`);
  for (const [name, part] of Object.entries(NAMED_PARTS))
    if (options[name as keyof typeof NAMED_PARTS] === undefined)
      throw new Error(`The server cannot start without ${part} (${name}), or null for none`);
}

/**
 * The largest body an account request may have (ADR-041): a passkey's registration, the largest
 * one, is about 1 KB from Chromium (its attestation 'none', as the passkey plugin asks).
 */
const ACCOUNT_BODY_BYTES = 16 * 1024;

/** Paths the API owns: never answered with the SPA except for a browser navigation. */
const API_PREFIXES = ['/products', '/payment', '/images', '/api', '/healthz', '/readyz'];
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

/** The shop's server: catalog and payment APIs, product pictures and the built app (not the app itself: src/app/create-app.tsx). */
export function createServerApp(options: ServerAppOptions): Hono {
  checkParts(options);
  const { logger, ledger, stock, processor, identify } = options;
  const catalog = createCatalog(
    options.catalogSize === undefined ? builtInCatalogEntries() : largeCatalogEntries(options.catalogSize),
  );
  // the pre-rendered pages hold this server's built-in catalog: for any other, the plain shell
  const ownCatalog = options.catalogSize === undefined && !options.catalogBaseUrl;
  const site = options.staticDir === undefined ? null : createStaticSite(options.staticDir, { prerendered: ownCatalog });

  // what the catalogue sells now, for the payments to price and the checkout the server draws
  const products = options.catalogBaseUrl
    ? remoteCatalogPrices({ baseUrl: options.catalogBaseUrl })
    : localCatalogPrices(catalog);
  const allowance = options.paymentAllowance;

  const app = new Hono();
  app.onError(jsonErrorHandler(logger));
  app.notFound(jsonNotFound);
  // the pre-rendered pages and the signed-in pages' frames run one inline script, allowed by the
  // hash the build lists (the frames serve any catalogue)
  const inlineScripts = site ? inlineScriptHashesOf(options.staticDir!) : () => [];
  app.use('*', securityHeadersMiddleware(options.env ?? {}, { inlineScripts, siteUrl: options.siteUrl }));
  app.use('*', requestLog(logger));
  // on the fly for API reads only: the build's files come compressed already (static.ts), and the
  // answer to a write (a payment, a basket change) is a few hundred bytes that nobody keeps
  const compressed = compress();
  // inside compress: the tag is taken from the plain body; static files bring their own
  const tagged = etag();
  const isRead = (method: string) => method === 'GET' || method === 'HEAD';
  app.use('*', (c, next) => (isRead(c.req.method) ? compressed(c, next) : next()));
  app.use('*', (c, next) => (isRead(c.req.method) ? tagged(c, next) : next()));

  /**
   * A page load's answer: its page, or the app's error screen with status 404 at a path no route
   * draws or for a product this server's catalogue does not have (ADR-022). A catalogue on another
   * host is the app's to ask: its product pages answer 200.
   */
  const pageAt = async (path: string, encodings: string | undefined) => {
    if (!site) return null;
    const missingProduct = !options.catalogBaseUrl && isMissingProduct(path, catalog);
    return missingProduct || !(await site.isPage(path)) ? site.notFoundPage(encodings) : site.page(path, encodings);
  };

  // before the pages: a probe's request is never answered with one
  app.route('/', healthRoutes({ ledger, allowance }));
  const { accounts } = options;
  if (accounts) {
    // no cache keeps an account answer, refusals included: each is one shopper's (ADR-041)
    app.use('/api/auth/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
    // refused before anything reads it, the guard or the library
    app.use('/api/auth/*', bodyUpTo(ACCOUNT_BODY_BYTES));
    if (options.signInGuard) app.use('/api/auth/*', options.signInGuard);
    app.on(['GET', 'POST'], '/api/auth/*', (c) => accounts.handle(c.req.raw));
  }

  const { cloudSessions } = options;
  if (cloudSessions)
    app.route(
      '/',
      cloudSessionRoutes(cloudSessions.auth, { originsOf: shopOrigins(options.siteUrl, options.allowedOrigins ?? []) }),
    );

  if (site) {
    const drawing = (readOrders: (uid: string) => Promise<Order[]>) =>
      options.signedInRenderer
        ? signedInDrawing({
            renderer: options.signedInRenderer,
            staticDir: options.staticDir!,
            ordersOf: readOrders,
            baskets: options.baskets ?? null,
            products,
            logger,
          })
        : null;
    // the session cookie says who it is: a signed-out shopper is sent to sign in by the server itself
    if (accounts && !cloudSessions)
      app.use(
        '*',
        signedInPages(
          sessionShoppers(accounts),
          drawing((uid) => ordersOf(ledger, uid)),
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
  const ownPagesOnly = sameOriginWrites(shopOrigins(options.siteUrl, options.allowedOrigins ?? []));
  for (const path of ['/payment/*', '/api/*']) app.use(path, ownPagesOnly);

  // a public catalogue: any site may read it
  const publicRead = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] });
  for (const path of ['/products', '/products/*', '/images/*']) app.use(path, publicRead);
  if (options.allowedOrigins?.length) {
    app.use(
      '/payment/*',
      cors({
        origin: options.allowedOrigins,
        allowMethods: ['GET', 'POST', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'Idempotency-Key', 'Authorization'],
        maxAge: 600,
      }),
    );
    // the cloud shop's signed-in basket and orders, from the same origins (ADR-032)
    app.use(
      '/api/*',
      cors({
        origin: options.allowedOrigins,
        allowMethods: ['GET', 'PUT', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'If-Match', 'Authorization'],
        exposeHeaders: ['ETag'],
        maxAge: 600,
      }),
    );
  }

  app.route('/', catalogRoutes(catalog));
  app.route('/', stockRoutes(stock));
  app.route('/', imageRoutes(catalog));
  const payments = createPayments({
    ledger,
    processor,
    products,
    orderRecords: options.orderRecords ?? null,
    receipts: options.receipts,
    stock,
    holdSeconds: options.stockHoldSeconds ?? DEFAULT_STOCK_HOLD_MINUTES * 60,
    logger,
    now: options.now,
  });
  // orders of record that could not be written before a restart (their store was down)
  if (options.orderRecords) void payments.fulfilOutstanding();
  if (options.housekeeping) payments.startHousekeeping(options.housekeeping);
  app.route(
    '/',
    paymentRoutes({
      payments,
      processor,
      identify,
      allowance,
      // the address a checkout came from, as the allowance takes it (ADR-039)
      clientAddressOf: (c) => requestAddress(c, options.trustProxyHops ?? 0),
      logger,
    }),
  );

  // a shopper's own orders and basket, for any of their devices (ADR-032)
  app.route('/', orderRoutes({ ledger, identify }));
  if (options.baskets) app.route('/', basketRoutes({ baskets: options.baskets, identify }));

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
