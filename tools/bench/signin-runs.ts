// Sign-in on one instance (ADR-031): sign-ins a second and their latency with the right password,
// a wrong one and an unknown e-mail, and what the password hash they all wait for costs on its own.
import { randomUUID, scrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from 'better-auth/crypto';
import { startServerProcess } from '../../server/test-support/server-process';
import { median } from './stats';
import { scryptMemoryBytes, summariseSignIns, type SignInAttempt, type SignInLoad } from './signin-summary';

const root = resolve(import.meta.dirname, '../..');
/** accounts signed up before the loads, signed in to in turn */
const ACCOUNTS = 30;
/** clients signing in at once in the throughput loads, each one sign-in after another */
const CLIENTS = 8;
/** the right-password throughput load */
const LOAD_SECONDS = 15;
/** each other load */
const SHORT_SECONDS = 5;
/** hashes timed one after another (twice as many are timed CLIENTS at once) */
const HASHES = 20;
const PASSWORD = 'bench-secret-pass';
/**
 * The sign-in guard's failed sign-ins to one account from one address after which it refuses the
 * next (server/accounts/sign-in-guard.ts, default): the wrong-password load stays below it, so that
 * it measures the password check, not the guard's refusal.
 */
const GUARD_FAILURES = 10;

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
  dkLen: number;
}

/**
 * better-auth's password hash (its default, kept: server/accounts/accounts.ts): `@better-auth/utils`
 * password.node, node:crypto scrypt with a 16-byte random salt. Checked against the library's own
 * hash on every run.
 */
export const LIBRARY_SCRYPT: ScryptParameters = { N: 2 ** 14, r: 16, p: 1, dkLen: 64 };
/** OWASP Password Storage Cheat Sheet's minimum for scrypt, timed beside it for comparison */
export const OWASP_SCRYPT: ScryptParameters = { N: 2 ** 17, r: 8, p: 1, dkLen: 64 };

export interface HashCost extends ScryptParameters {
  /** 128 * N * r */
  memoryBytes: number;
  hashes: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export interface SignInResults {
  date: string;
  loadAverageAtStart: string;
  loadAverageAtEnd: string;
  accounts: number;
  clients: number;
  /** the per-address allowance the instance ran with (AUTH_RATE_LIMIT, a minute) */
  authRateLimit: number;
  loads: SignInLoad[];
  hashing: {
    /** 'better-auth 1.7.25' */
    library: string;
    saltBytes: number;
    /** the library's hash, timed in the bench's own process with no server running */
    chosen: HashCost & { atOnce: number; perSecond: number };
    owaspMinimum: HashCost;
  };
}

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' ');

const deriveKey = (password: string, salt: string, { N, r, p, dkLen }: ScryptParameters) =>
  new Promise<Buffer>((done, fail) =>
    // as @better-auth/utils derives it: the password NFKC-normalised, the salt's hex text as the salt
    scrypt(password.normalize('NFKC'), salt, dkLen, { N, r, p, maxmem: 2 * scryptMemoryBytes({ N, r }) }, (error, key) =>
      error ? fail(error) : done(key),
    ),
  );

/** The salt's length in bytes; throws when the library no longer hashes with LIBRARY_SCRYPT. */
async function checkLibraryParameters(library: string) {
  const [salt = '', key] = (await hashPassword(PASSWORD)).split(':');
  if ((await deriveKey(PASSWORD, salt, LIBRARY_SCRYPT)).toString('hex') !== key)
    throw new Error(
      `${library} no longer hashes passwords with scrypt ${JSON.stringify(LIBRARY_SCRYPT)}: update tools/bench/signin-runs.ts`,
    );
  return salt.length / 2;
}

async function timeEach(parameters: ScryptParameters, hash: () => Promise<unknown>): Promise<HashCost> {
  const times: number[] = [];
  for (let count = 0; count < HASHES; count += 1) {
    const started = performance.now();
    await hash();
    times.push(performance.now() - started);
  }
  const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;
  return {
    ...parameters,
    memoryBytes: scryptMemoryBytes(parameters),
    hashes: HASHES,
    medianMs: oneDecimal(median(times)),
    minMs: oneDecimal(Math.min(...times)),
    maxMs: oneDecimal(Math.max(...times)),
  };
}

/** Hashes a second with `atOnce` under way all along (libuv's thread pool runs 4 at most). */
async function hashesPerSecond(atOnce: number, hash: () => Promise<unknown>) {
  let left = HASHES * 2;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (left > 0) {
        left -= 1;
        await hash();
      }
    }),
  );
  return Math.round(((HASHES * 2) / ((performance.now() - started) / 1000)) * 10) / 10;
}

async function measureHashing(progress: (message: string) => void): Promise<SignInResults['hashing']> {
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/better-auth/package.json'), 'utf8')) as {
    version: string;
  };
  const library = `better-auth ${version}`;
  const saltBytes = await checkLibraryParameters(library);
  progress(`  hashing: ${HASHES} hashes with ${library}'s scrypt, then with OWASP's minimum`);
  const chosen = await timeEach(LIBRARY_SCRYPT, () => hashPassword(PASSWORD));
  const perSecond = await hashesPerSecond(CLIENTS, () => hashPassword(PASSWORD));
  const owaspMinimum = await timeEach(OWASP_SCRYPT, () => deriveKey(PASSWORD, randomUUID(), OWASP_SCRYPT));
  progress(
    `  scrypt N=${chosen.N} r=${chosen.r} p=${chosen.p}: ${chosen.medianMs} ms a hash, ${perSecond}/s ${CLIENTS} at once; OWASP's N=${owaspMinimum.N} r=${owaspMinimum.r}: ${owaspMinimum.medianMs} ms`,
  );
  return { library, saltBytes, chosen: { ...chosen, atOnce: CLIENTS, perSecond }, owaspMinimum };
}

type SignIn = { email: string; password: string };

/** `clients` clients sending the sign-ins `next` gives, one after another, for `seconds` or until it gives none. */
async function signIns(
  origin: string,
  load: { kind: string; expected: number; clients: number },
  seconds: number,
  next: () => SignIn | undefined,
): Promise<SignInLoad> {
  const attempts: SignInAttempt[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: load.clients }, async () => {
      for (let body = next(); body && performance.now() < until; body = next()) {
        const sent = performance.now();
        try {
          const response = await fetch(`${origin}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: origin },
            body: JSON.stringify(body),
          });
          await response.arrayBuffer();
          attempts.push({ status: response.status, ms: performance.now() - sent });
        } catch {
          attempts.push({ status: 'no answer', ms: performance.now() - sent });
        }
      }
    }),
  );
  return summariseSignIns(load, attempts, (performance.now() - started) / 1000);
}

async function signUp(origin: string, email: string) {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password: PASSWORD, name: email.split('@')[0] }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
}

export async function measureSignIns(progress: (message: string) => void): Promise<SignInResults> {
  const date = new Date().toISOString();
  const loadAverageAtStart = load();
  progress(`sign-in: password hashing alone, then ${CLIENTS} clients and 1 signing in to one instance`);
  // first, with no server running: the hash alone on the machine
  const hashing = await measureHashing(progress);

  const authRateLimit = 1_000_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-signin-'));
  const server = await startServerProcess({
    // the built shop is not needed; the allowance a minute lifted: the load comes from one address on purpose
    env: { STATIC_DIR: 'no-built-shop', DATA_DIR: dataDir, AUTH_RATE_LIMIT: String(authRateLimit) },
  });
  const loads: SignInLoad[] = [];
  try {
    const { origin } = server;
    const run = randomUUID().slice(0, 8);
    const emails = Array.from({ length: ACCOUNTS }, (_, index) => `bench-signin-${index}-${run}@example.com`);
    for (const email of emails) await signUp(origin, email);
    const report = (figures: SignInLoad) => {
      loads.push(figures);
      progress(
        `  ${figures.kind}, ${figures.clients} client(s): ${figures.perSecond}/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, answers ${JSON.stringify(figures.answers)}`,
      );
    };

    let right = 0;
    const rightPassword = () => ({ email: emails[right++ % ACCOUNTS]!, password: PASSWORD });
    // over both wrong-password loads, each account takes fewer wrong passwords than the guard refuses after
    let wrong = 0;
    const wrongPassword = () =>
      wrong < ACCOUNTS * (GUARD_FAILURES - 1) ? { email: emails[wrong++ % ACCOUNTS]!, password: `wrong-${PASSWORD}` } : undefined;
    let unknown = 0;
    const unknownEmail = () => ({ email: `nobody-${unknown++}-${run}@example.com`, password: PASSWORD });

    // throughput: CLIENTS at once keep the thread pool full
    report(await signIns(origin, { kind: 'right password', expected: 200, clients: CLIENTS }, LOAD_SECONDS, rightPassword));
    report(await signIns(origin, { kind: 'wrong password', expected: 401, clients: CLIENTS }, SHORT_SECONDS, wrongPassword));
    // latency with no queue: one client at a time, the three kinds side by side
    report(await signIns(origin, { kind: 'right password', expected: 200, clients: 1 }, SHORT_SECONDS, rightPassword));
    report(await signIns(origin, { kind: 'wrong password', expected: 401, clients: 1 }, SHORT_SECONDS, wrongPassword));
    report(await signIns(origin, { kind: 'unknown e-mail', expected: 401, clients: 1 }, SHORT_SECONDS, unknownEmail));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    date,
    loadAverageAtStart,
    loadAverageAtEnd: load(),
    accounts: ACCOUNTS,
    clients: CLIENTS,
    authRateLimit,
    loads,
    hashing,
  };
}
