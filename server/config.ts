import { MAX_CATALOGUE_SIZE } from './catalogue/large-catalogue';
import type { StripeSettings } from './payment/stripe-processor';

type Env = Record<string, string | undefined>;

export interface ServerConfig {
  port: number;
  catalogueSize?: number;
  /** the shop's catalogue host when it is not this server: payments are priced from it */
  catalogueBaseUrl?: string;
  staticDir: string;
  /** null: the embedded test-mode processor */
  stripe: StripeSettings | null;
  allowedOrigins: string[];
}

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
  // spec 1: payment is in test mode
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
  const protocol = env.STRIPE_API_PROTOCOL?.trim() || undefined;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') {
    throw new ConfigError(`STRIPE_API_PROTOCOL must be http or https (got "${protocol}").`);
  }
  return {
    secretKey,
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
function readCatalogueHost(env: Env): string | undefined {
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

export function readConfig(env: Env): ServerConfig {
  return {
    port: wholeNumber(env, 'PORT', 0, 65535) ?? 3000,
    catalogueSize: wholeNumber(env, 'CATALOGUE_SIZE', 1, MAX_CATALOGUE_SIZE),
    catalogueBaseUrl: readCatalogueHost(env),
    staticDir: env.STATIC_DIR?.trim() || 'dist',
    stripe: readStripe(env),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
