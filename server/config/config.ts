import { MAX_CATALOG_SIZE } from '../catalog/large-catalog';
import type { FirebaseAdminSettings } from '../cloud/firebase-admin';
import { DEFAULT_MAIL_FROM } from '../mail/mailer';
import type { Allowance } from '../payment/allowance';
import type { StripeSettings } from '../cloud/stripe-processor';

type Env = Record<string, string | undefined>;

export interface ServerConfig {
  port: number;
  catalogSize?: number;
  /** the shop's catalogue host when it is not this server: payments are priced from it */
  catalogBaseUrl?: string;
  staticDir: string;
  /** null: the embedded test-mode processor */
  stripe: StripeSettings | null;
  allowedOrigins: string[];
  /** where the server's store lives (one SQL file: payments, accounts and sessions, baskets, stock; e-mail's outbox beside it) unless `databaseUrl` is set */
  dataDir: string;
  /** PostgreSQL: the one store of every instance (postgres://...), in place of the SQL file */
  databaseUrl?: string;
  /** Redis: one payment allowance for every instance (redis://...); none: each process counts alone */
  redisUrl?: string;
  /** proxies in front of the server whose X-Forwarded-For is believed, counted from the right */
  trustProxyHops: number;
  /** null: shoppers sign in to accounts this server keeps, known by its own session cookie (ADR-031); set: Firebase ID tokens, verified */
  firebase: FirebaseAdminSettings | null;
  paymentAllowance: Allowance;
  /** sign-in, sign-up and password reset requests a client address may make a minute (AUTH_RATE_LIMIT) */
  signInPerMinute: number;
  /** instances sharing the payment allowance: while Redis is unreachable each allows its share */
  allowanceInstances: number;
  /** how long a checkout holds its stock, in seconds (STOCK_HOLD_MINUTES, ADR-039) */
  stockHoldSeconds: number;
  /** SMTP server for the shop's e-mail (smtp://…); none: `.eml` files in DATA_DIR/outbox */
  smtpUrl?: string;
  /** the sender of the shop's e-mail */
  mailFrom: string;
  /** the shop's public address, for links in e-mail (VITE_SITE_URL; default this server on localhost) */
  siteUrl: string;
  /** VITE_SITE_URL as set; none: accounts take the address each request came to as the shop's own */
  publicSiteUrl?: string;
  /** signs session cookies (BETTER_AUTH_SECRET); none: a secret the server keeps in its store */
  authSecret?: string;
}

/** Payment requests a client may make per minute (ADR-009); a checkout makes about five. */
export const DEFAULT_PAYMENT_ALLOWANCE = 60;

/** ADR-039: a checkout holds its stock this long; a shopper types a card well within it. */
export const DEFAULT_STOCK_HOLD_MINUTES = 10;

/** Account requests (sign-in, sign-up, reset) a client address may make per minute: a shopper makes a few. */
export const DEFAULT_SIGN_IN_PER_MINUTE = 30;

/** A setting that cannot work; the message names the variable and how to fix it. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const set = (env: Env, name: string) => (env[name] ?? '').trim() !== '';

function wholeNumber(env: Env, name: string, min: number, max: number): number | undefined {
  if (!set(env, name)) return undefined;
  const raw = env[name]!.trim();
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return Number(raw);
}

/** Minutes, fractions allowed (a test holds for seconds), from `min` to `max`; answered in whole seconds, at least one. */
function minutes(env: Env, name: string, min: number, max: number): number | undefined {
  if (!set(env, name)) return undefined;
  const raw = env[name]!.trim();
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a number of minutes from ${min} to ${max} (got "${raw}").`);
  }
  return Math.max(1, Math.round(Number(raw) * 60));
}

/**
 * Stripe is one group: the secret key here and the publishable key in the browser build.
 * Half of it gives a checkout that cannot work, so it stops the start instead.
 */
function readStripe(env: Env): StripeSettings | null {
  const overrides = ['STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL'].filter((name) => set(env, name));
  if (!set(env, 'STRIPE_SECRET_KEY')) {
    if (overrides.length) {
      throw new ConfigError(
        `${overrides.join(', ')} is set but STRIPE_SECRET_KEY is missing: set STRIPE_SECRET_KEY, or unset ${overrides[0]} to use the embedded test-mode processor.`,
      );
    }
    if (set(env, 'VITE_STRIPE_PUBLISHABLE_KEY') && !set(env, 'VITE_PAYMENT_API_BASE_URL')) {
      throw new ConfigError(
        'VITE_STRIPE_PUBLISHABLE_KEY is set but STRIPE_SECRET_KEY is missing: this server cannot create Stripe payments without it.',
      );
    }
    return null;
  }
  const secretKey = env.STRIPE_SECRET_KEY!.trim();
  // requirements §1: payment is in test mode
  if (!/^(sk|rk)_test_/.test(secretKey)) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY must be a test-mode key (sk_test_... or rk_test_...): this shop takes test payments only.',
    );
  }
  if (!set(env, 'VITE_STRIPE_PUBLISHABLE_KEY')) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is set but VITE_STRIPE_PUBLISHABLE_KEY is missing: the browser needs it to take the card.',
    );
  }
  // ADR-008: without the webhook, a payment whose browser vanished never gets its order
  if (!set(env, 'STRIPE_WEBHOOK_SECRET')) {
    throw new ConfigError(
      "STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing: the server needs it to take Stripe's word on payments sent to /payment/webhook (whsec_...).",
    );
  }
  const protocol = env.STRIPE_API_PROTOCOL?.trim() || undefined;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') {
    throw new ConfigError(`STRIPE_API_PROTOCOL must be http or https (got "${protocol}").`);
  }
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
    host: env.STRIPE_API_HOST?.trim() || undefined,
    port: wholeNumber(env, 'STRIPE_API_PORT', 1, 65535),
    protocol,
  };
}

/**
 * VITE_CATALOG_BASE_URL, read by the build for the pages, names the catalogue whose prices the
 * shopper sees; the payment server must check totals against the same one. When the payment API
 * is on that same host, that host is this server and its own catalogue is used.
 */
export function readCatalogHost(env: Env): string | undefined {
  if (!set(env, 'VITE_CATALOG_BASE_URL')) return undefined;
  const raw = env.VITE_CATALOG_BASE_URL!.trim();
  // a path (behind a proxy on the page's own host) is served by this server
  if (raw.startsWith('/')) return undefined;
  if (!/^https?:$/.test(URL.parse(raw)?.protocol ?? '')) {
    throw new ConfigError(`VITE_CATALOG_BASE_URL must be an http or https URL, or a path (got "${raw}").`);
  }
  const sameHost = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '') === raw.replace(/\/+$/, '');
  return sameHost(env.VITE_PAYMENT_API_BASE_URL) ? undefined : raw;
}

const FIREBASE_WEB_CONFIG = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

/**
 * The build's Firebase web config (one configuration for both sides): when shoppers sign in with
 * Firebase, the server verifies their ID tokens and writes orders of record with the Admin SDK.
 */
function readFirebase(env: Env): FirebaseAdminSettings | null {
  if (!FIREBASE_WEB_CONFIG.some((name) => set(env, name))) return null;
  if (!set(env, 'VITE_FIREBASE_PROJECT_ID')) {
    throw new ConfigError(
      'VITE_FIREBASE_* is set but VITE_FIREBASE_PROJECT_ID is missing: the server needs it to check sign-ins and record orders.',
    );
  }
  const authEmulatorHost = env.VITE_FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  const firestoreEmulatorHost = env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST?.trim() || undefined;
  // one emulator and one real service: sign-ins checked in one world, orders written in the other
  if (Boolean(authEmulatorHost) !== Boolean(firestoreEmulatorHost)) {
    const [present, missing] = authEmulatorHost
      ? ['VITE_FIREBASE_AUTH_EMULATOR_HOST', 'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST']
      : ['VITE_FIREBASE_FIRESTORE_EMULATOR_HOST', 'VITE_FIREBASE_AUTH_EMULATOR_HOST'];
    throw new ConfigError(`${present} is set but ${missing} is missing: set both emulators, or neither.`);
  }
  return { projectId: env.VITE_FIREBASE_PROJECT_ID!.trim(), authEmulatorHost, firestoreEmulatorHost };
}

/** A connection URL of one of the given schemes, or undefined when the variable is unset. */
function connectionUrl(env: Env, name: string, schemes: string[], example: string): string | undefined {
  if (!set(env, name)) return undefined;
  const raw = env[name]!.trim();
  if (!schemes.includes(URL.parse(raw)?.protocol ?? '')) {
    throw new ConfigError(`${name} must be a URL such as ${example} (got "${raw.replace(/\/\/[^@/]*@/, '//…@')}").`);
  }
  return raw;
}

/** A secret of at least `length` characters, or undefined when unset. */
function readSecret(env: Env, name: string, length: number): string | undefined {
  if (!set(env, name)) return undefined;
  const secret = env[name]!.trim();
  if (secret.length < length)
    throw new ConfigError(`${name} must be at least ${length} characters long (openssl rand -base64 32 makes one).`);
  return secret;
}

export function readConfig(env: Env): ServerConfig {
  const port = wholeNumber(env, 'PORT', 0, 65535) ?? 3000;
  const publicSiteUrl = connectionUrl(env, 'VITE_SITE_URL', ['http:', 'https:'], 'https://shop.example');
  return {
    port,
    catalogSize: wholeNumber(env, 'CATALOGUE_SIZE', 1, MAX_CATALOG_SIZE),
    catalogBaseUrl: readCatalogHost(env),
    staticDir: env.STATIC_DIR?.trim() || 'dist',
    stripe: readStripe(env),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    dataDir: env.DATA_DIR?.trim() || 'data',
    databaseUrl: connectionUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/shop'),
    redisUrl: connectionUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], 'redis://host:6379'),
    trustProxyHops: wholeNumber(env, 'TRUST_PROXY_HOPS', 0, 10) ?? 0,
    firebase: readFirebase(env),
    paymentAllowance: {
      limit: wholeNumber(env, 'PAYMENT_RATE_LIMIT', 1, 1_000_000) ?? DEFAULT_PAYMENT_ALLOWANCE,
      windowMs: 60_000,
    },
    signInPerMinute: wholeNumber(env, 'AUTH_RATE_LIMIT', 1, 1_000_000) ?? DEFAULT_SIGN_IN_PER_MINUTE,
    allowanceInstances: wholeNumber(env, 'ALLOWANCE_INSTANCES', 1, 1_000) ?? 1,
    stockHoldSeconds: minutes(env, 'STOCK_HOLD_MINUTES', 0.01, 1_440) ?? DEFAULT_STOCK_HOLD_MINUTES * 60,
    smtpUrl: connectionUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:password@mail-host:587'),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    siteUrl: publicSiteUrl ?? `http://localhost:${port}`,
    publicSiteUrl,
    authSecret: readSecret(env, 'BETTER_AUTH_SECRET', 32),
  };
}
