// Sign-in on one instance (ADR-031): sign-ins a second and their latency with the right password,
// a wrong one and an unknown e-mail, and what the password hash they all wait for costs on its own;
// beside an earlier build's instance, taking turns, when one is given and it has accounts.
import { randomUUID, scrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from 'better-auth/crypto';
import { startServerProcess } from '../local-shop/server-process';
import type { BenchBuild } from './bench-builds';
import { loadAverages } from './load-average';
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
  /** the earlier build the loads took turns with (--beside-commit): its loads, none when it has no accounts */
  beside?: { before: string; accounts: boolean; loads: SignInLoad[] };
  hashing: {
    /** 'better-auth 1.7.25' */
    library: string;
    saltBytes: number;
    /** the library's hash, timed in the bench's own process with no server running */
    chosen: HashCost & { atOnce: number; perSecond: number };
    owaspMinimum: HashCost;
  };
}

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

type SignInKind = 'right password' | 'wrong password' | 'unknown e-mail';

/** The loads in their order: throughput with CLIENTS at once, then latency with no queue, one client at a time. */
const LOADS: Array<{ kind: SignInKind; expected: number; clients: number; seconds: number }> = [
  // CLIENTS at once keep the thread pool full
  { kind: 'right password', expected: 200, clients: CLIENTS, seconds: LOAD_SECONDS },
  { kind: 'wrong password', expected: 401, clients: CLIENTS, seconds: SHORT_SECONDS },
  // the three kinds side by side
  { kind: 'right password', expected: 200, clients: 1, seconds: SHORT_SECONDS },
  { kind: 'wrong password', expected: 401, clients: 1, seconds: SHORT_SECONDS },
  { kind: 'unknown e-mail', expected: 401, clients: 1, seconds: SHORT_SECONDS },
];

/** One instance of a build (this checkout unless `root`) with its accounts signed up, and the sign-ins of each kind to send it. */
async function signInInstance(label: string, root: string | undefined, authRateLimit: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-signin-'));
  const server = await startServerProcess({
    root,
    // the built shop is not needed; the allowance a minute lifted: the load comes from one address on purpose
    env: { STATIC_DIR: 'no-built-shop', DATA_DIR: dataDir, AUTH_RATE_LIMIT: String(authRateLimit) },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: ACCOUNTS }, (_, index) => `bench-signin-${index}-${run}@example.com`);
  try {
    for (const email of emails) await signUp(server.origin, email);
  } catch (error) {
    await stop();
    throw error;
  }
  let right = 0;
  // over both wrong-password loads, each account takes fewer wrong passwords than the guard refuses after
  let wrong = 0;
  let unknown = 0;
  const next: Record<SignInKind, () => SignIn | undefined> = {
    'right password': () => ({ email: emails[right++ % ACCOUNTS]!, password: PASSWORD }),
    'wrong password': () =>
      wrong < ACCOUNTS * (GUARD_FAILURES - 1) ? { email: emails[wrong++ % ACCOUNTS]!, password: `wrong-${PASSWORD}` } : undefined,
    'unknown e-mail': () => ({ email: `nobody-${unknown++}-${run}@example.com`, password: PASSWORD }),
  };
  return { label, origin: server.origin, next, loads: [] as SignInLoad[], stop };
}

/**
 * The sign-in part; beside `before` (an earlier build), each load on its instance then on this
 * build's, when it has accounts. `seconds`, when given, is every load's length instead of its own.
 */
export async function measureSignIns(
  progress: (message: string) => void,
  { before, seconds }: { before?: BenchBuild; seconds?: number } = {},
): Promise<SignInResults> {
  const date = new Date().toISOString();
  const loadAverageAtStart = loadAverages();
  progress(
    `sign-in: password hashing alone, then ${CLIENTS} clients and 1 signing in to one instance; load average ${loadAverageAtStart}`,
  );
  // first, with no server running: the hash alone on the machine
  const hashing = await measureHashing(progress);

  const beside = before && { before: before.label, accounts: (await before.traits()).accounts };
  if (beside && !beside.accounts) progress(`  ${beside.before} has no accounts: this build alone`);
  const authRateLimit = 1_000_000;
  const instances: Array<Awaited<ReturnType<typeof signInInstance>>> = [];
  try {
    // the earlier build's instance first in every turn, as in the other parts beside it
    if (before && beside?.accounts) instances.push(await signInInstance(before.label, before.root, authRateLimit));
    instances.push(await signInInstance('this checkout', undefined, authRateLimit));
    for (const load of LOADS)
      for (const instance of instances) {
        const figures = await signIns(instance.origin, load, seconds ?? load.seconds, instance.next[load.kind]);
        instance.loads.push(figures);
        progress(
          `  ${instance.label}: ${figures.kind}, ${figures.clients} client(s): ${figures.perSecond}/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, answers ${JSON.stringify(figures.answers)}`,
        );
      }
  } finally {
    for (const instance of instances) await instance.stop();
  }
  const loadAverageAtEnd = loadAverages();
  progress(`sign-in: done, load average ${loadAverageAtEnd}`);
  return {
    date,
    loadAverageAtStart,
    loadAverageAtEnd,
    accounts: ACCOUNTS,
    clients: CLIENTS,
    authRateLimit,
    loads: instances.at(-1)!.loads,
    ...(beside && { beside: { ...beside, loads: beside.accounts ? instances[0]!.loads : [] } }),
    hashing,
  };
}
