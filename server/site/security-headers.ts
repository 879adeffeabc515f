import type { MiddlewareHandler } from 'hono';

type Env = Record<string, string | undefined>;

/** The origin of a configured URL or emulator 'host:port'; null when it is not a clean origin. */
export function originOf(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const FIREBASE = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];

/**
 * The page may talk to itself, Stripe, Firebase and the hosts the build was configured with, and
 * run the inline scripts the build lists by their hashes (the pre-rendered pages' start script).
 */
export function contentSecurityPolicy(env: Env, inlineScripts: readonly string[] = []): string {
  const catalog = originOf(env.VITE_CATALOG_BASE_URL);
  const configured = [
    catalog,
    originOf(env.VITE_PAYMENT_API_BASE_URL),
    originOf(env.VITE_FIREBASE_AUTH_EMULATOR_HOST),
    originOf(env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST),
  ].filter((origin): origin is string => origin !== null);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScripts, 'https://js.stripe.com']],
    ['frame-src', ['https://js.stripe.com', 'https://hooks.stripe.com']],
    ['connect-src', ["'self'", 'https://api.stripe.com', ...FIREBASE, ...configured]],
    // a catalogue host on plain http (a local one) serves its pictures too
    ['img-src', ["'self'", 'data:', 'https:', ...(catalog?.startsWith('http:') ? [catalog] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

export function securityHeaders(env: Env, inlineScripts: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, inlineScripts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'payment=(self "https://js.stripe.com"), camera=(), microphone=(), geolocation=()',
  };
}

/**
 * Scripts, stylesheets, pictures and fonts are no documents: a browser applies a policy, framing
 * rule or referrer rule only to the page that loads them. They get nosniff alone, which spares
 * every asset a kilobyte of headers on a phone's connection.
 */
const isSubresource = (contentType: string | null) => /^(text\/javascript|text\/css|image\/|font\/)/.test(contentType ?? '');

/** An API's JSON answer: it runs no script, so its policy needs no list of the build's inline scripts. */
const isJson = (contentType: string | null) => /^application\/json\b/i.test(contentType ?? '');

/** A browser that has had an answer of the shop over HTTPS asks for it over nothing else for a year, nor for its subdomains. */
export const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

interface SecurityHeadersOptions {
  /** the hashes of the inline scripts the pages served now carry */
  inlineScripts?: () => readonly string[];
  /** the shop's public address (VITE_SITE_URL): on HTTPS, every answer says so (HSTS) */
  siteUrl?: string;
}

/**
 * Sets the security headers on every response, errors included; subresources get nosniff alone,
 * and every answer HSTS when the shop's address is HTTPS (ADR-041): a browser that has been to the
 * shop once never sends its session cookie over plain HTTP again, where anyone on the way reads it.
 */
export function securityHeadersMiddleware(
  env: Env,
  { inlineScripts = () => [], siteUrl }: SecurityHeadersOptions = {},
): MiddlewareHandler {
  const https = siteUrl?.startsWith('https:') ?? false;
  // built once, and again when a new build lists other inline scripts. Every answer but an API's
  // JSON carries the list: a page, and the 304 that revalidates one, whose headers the browser
  // takes into the page it keeps
  const forJsonAnswers = Object.entries(securityHeaders(env));
  let forPages: { hashes: readonly string[]; headers: Array<[string, string]> } | undefined;
  const pageHeaders = () => {
    const hashes = inlineScripts();
    if (forPages?.hashes !== hashes) forPages = { hashes, headers: Object.entries(securityHeaders(env, hashes)) };
    return forPages.headers;
  };
  return async (c, next) => {
    await next();
    const contentType = c.res.headers.get('Content-Type');
    if (isSubresource(contentType)) c.res.headers.set('X-Content-Type-Options', 'nosniff');
    else for (const [name, value] of isJson(contentType) ? forJsonAnswers : pageHeaders()) c.res.headers.set(name, value);
    if (https) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT);
  };
}
