import { betterAuth } from 'better-auth';
import type { Logger } from '../log/log';
import type { Mailer } from '../mail/mailer';
import type { Store } from '../store/open-store';
import { shopOrigins } from '../http/shop-origin';
import { asShopAnswer } from './account-answers';
import { accountFieldChecks } from './account-fields';
import { passkeyPlugin } from './passkeys';
import { passwordChanges } from './password-changes';
import { resetByMail } from './reset-by-mail';
import { resetLinks } from './reset-links';
import { createResetMailAllowance, type ResetMailAllowance } from './reset-mail-allowance';
import { serverSecret } from './server-secret';
import { liveSessionLookup, sessionLookup } from './session-lookup';

/** requirements §5: a password has at least 6 characters. */
const MIN_PASSWORD_LENGTH = 6;
const SESSION_DAYS = 30;

export interface AccountsSettings {
  store: Store;
  /**
   * the shop's public address (VITE_SITE_URL): the origin state-changing requests must come from;
   * none: the address each request came to (a shop on one machine)
   */
  siteUrl?: string;
  /**
   * the base of links in e-mail: the public address, else this server on localhost; never the
   * address a request came to, whose Host whoever asks for a shopper's reset link can choose
   */
  mailLinksTo: string;
  /** BETTER_AUTH_SECRET; none: one the server makes and keeps in its store */
  secret?: string;
  /** other origins the shop is served from (ALLOWED_ORIGINS) */
  trustedOrigins?: string[];
  /** where password reset links go (ADR-033) */
  mailer: Mailer;
  /** how many reset mails one address may be sent (ADR-041); default: counted in this process */
  resetMails?: ResetMailAllowance;
  logger: Logger;
}

/**
 * Shoppers' accounts and sessions kept by the server (ADR-031): better-auth over the server's own
 * store, e-mail and password hashed with scrypt, each session a row that Sign Out deletes, carried
 * by an HttpOnly cookie (SameSite=Lax; Secure on HTTPS); a forgotten password reset by mail (ADR-033).
 * Every request is checked before the library acts on it, and no answer carries a session token (ADR-041).
 */
export async function createAccounts({
  store,
  siteUrl,
  mailLinksTo,
  secret,
  trustedOrigins = [],
  mailer,
  logger,
  resetMails = createResetMailAllowance({ logger }),
}: AccountsSettings) {
  await store.ready;
  const links = resetLinks(store);
  const auth = betterAuth({
    appName: 'Shopfront',
    baseURL: siteUrl,
    // the same origins as the shop's other writes: without siteUrl, the one each request was sent to
    trustedOrigins: (request) => (request ? shopOrigins(siteUrl, trustedOrigins)(request) : trustedOrigins),
    basePath: '/api/auth',
    secret: secret ?? (await serverSecret(store, 'session-signing')),
    database: { db: store.kysely, type: store.engine },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      ...resetByMail({ mailer, linksTo: mailLinksTo, allowance: resetMails, links, logger }),
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60 },
    plugins: [
      // passkeys beside the password (ADR-034): the relying party is the shop's address
      passkeyPlugin(siteUrl),
      // every request checked, and a changed password ending what the old one opened (ADR-041)
      accountFieldChecks(),
      passwordChanges(links),
    ],
    telemetry: { enabled: false },
    // the sign-in guard in front counts attempts across instances (ADR-035); the library's own
    // limiter, on by itself under NODE_ENV=production, counts per process and would differ by deploy
    rateLimit: { enabled: false },
    // the library's own failures into the server's log; a shopper's mistake is answered, not logged
    logger: {
      log: (level, message) => (level === 'error' ? logger.error(`Accounts: ${message}`) : logger.info(`Accounts: ${message}`)),
    },
    advanced: {
      useSecureCookies: siteUrl?.startsWith('https:') ?? false,
      // checked always, under tests too (the library skips it there by default): a state-changing
      // request that carries the cookie must come from the shop's own origin
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
  });

  // the library's own cookie name (prefixed __Secure- on HTTPS) and the secret it signs it with
  const context = await auth.$context;
  const lookUp = sessionLookup(store, { name: context.authCookies.sessionToken.name, secret: context.secret });

  return {
    /** the answer to any request under /api/auth/: better-auth's, without session tokens (ADR-041) */
    handle: async (request: Request) => asShopAnswer(await auth.handler(request)),
    /**
     * who a request's session cookie says it is; null without a live session. Read by the server
     * itself on every request that needs a shopper: one query, no round trip through the library.
     */
    shopperOf: lookUp,
    /** the live session of a request's cookie with when it was signed in: the back office's 12 hours (ADR-044) */
    sessionOf: liveSessionLookup(store, { name: context.authCookies.sessionToken.name, secret: context.secret }),
    /** the id of the account with this e-mail, if there is one */
    accountOf: async (email: string) => {
      const found = await context.internalAdapter.findUserByEmail(email.toLowerCase());
      return found ? { id: found.user.id, email: found.user.email } : null;
    },
    /**
     * A new account with this e-mail and password, signed in (an accepted staff invitation, ADR-044):
     * the library's own answer, with the session cookie, or its refusal (a password too short, an
     * e-mail taken meanwhile). Its checks are the sign-up's, for the password's length above all.
     */
    createAccount: (email: string, password: string) =>
      auth.api.signUpEmail({ body: { email, password, name: email.slice(0, email.indexOf('@')) }, asResponse: true }),
  };
}

export type Accounts = Awaited<ReturnType<typeof createAccounts>>;
