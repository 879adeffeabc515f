// What each fault of the cluster's databases costs (ADR-028): three instances on one PostgreSQL and
// one Redis, shoppers paying all along, a fault injected for a while and then healed.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startPostgres, startRedis, type LocalPostgres, type LocalRedis } from '../local-shop/engines';
import { startServerProcess, type ServerProcess } from '../local-shop/server-process';
import { signedUpShopper } from '../local-shop/signed-up-shopper';
import { median, percentile } from './stats';

const SHOPPERS = 20;
const BEFORE_S = 3;
const FAULT_S = 8;
const AFTER_S = 6;
/** after an answer other than 200, a shopper waits this long before trying again (as a person would) */
const SHOPPER_PAUSE_MS = 250;
const ALLOWANCE = 60;
const INSTANCES = 3;

const PAID_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postcode: '10001' };

export interface FaultResult {
  fault: string;
  seconds: number;
  /** payment requests sent while the fault lasted */
  requests: number;
  ok: number;
  /** 503 with Retry-After: the honest answer while a store is away */
  unavailable: number;
  /** any other answer, or a request that found no server or was cut */
  otherFailures: number;
  p50Ms: number;
  p99Ms: number;
  /** from the heal to a 200 from every instance; null: no fault to heal from, or no 200 after it */
  recoverySeconds: number | null;
  instancesAlive: number;
}

export interface AllowanceResult {
  fault: string;
  limit: number;
  sent: number;
  /** requests one client got through (one address, one shopper) over the three instances */
  allowed: number;
}

export interface FaultResults {
  date: string;
  loadAverageAtStart: string;
  shoppers: number;
  instances: number;
  faults: FaultResult[];
  allowance: AllowanceResult[];
}

interface Answer {
  at: number;
  status: number;
  ms: number;
  retryAfter: boolean;
  origin: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One payment request, as a shopper's browser sends it, with its JSON body; status 0: no server answered. */
async function send(
  origin: string,
  path: string,
  { shopper, key, body, from }: { shopper: Record<string, string>; key: string; body: unknown; from?: string },
): Promise<Answer & { json: Record<string, unknown> }> {
  const at = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        ...shopper,
        // the page of the instance reached, as behind a load balancer that keeps the Host
        Origin: origin,
        ...(from && { 'X-Forwarded-For': from }),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    const retryAfter = response.headers.has('Retry-After');
    return { at, status: response.status, ms: performance.now() - at, retryAfter, origin, json };
  } catch {
    return { at, status: 0, ms: performance.now() - at, retryAfter: false, origin, json: {} };
  }
}

const BASKET = { lines: [{ id: 9, amount: 1 }] };

/** Shoppers checking out (create, then confirm) over the instances in turn until `until`; every answer, in order. */
async function shop(instances: ServerProcess[], until: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let turn = 0;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, index) => {
      // signed up before the fault: a session outlives it, and any instance knows it
      const shopper = await signedUpShopper(instances[index % instances.length]!.origin, `drill-${index}-${randomUUID()}`);
      while (performance.now() < until) {
        const origin = instances[turn++ % instances.length]!.origin;
        const request = { shopper, key: `drill-${randomUUID()}` };
        const created = await send(origin, '/payment/create?total=3999', { ...request, body: BASKET });
        answers.push(created);
        if (created.status !== 200) {
          await sleep(SHOPPER_PAUSE_MS);
          continue;
        }
        const card = { clientSecret: created.json.clientSecret, card: PAID_CARD };
        const confirmed = await send(origin, '/payment/confirm', { ...request, body: card });
        answers.push(confirmed);
        if (confirmed.status !== 200) await sleep(SHOPPER_PAUSE_MS);
      }
    }),
  );
  return answers.sort((a, b) => a.at - b.at);
}

interface Fault {
  name: string;
  inject(): void;
  heal(): void | Promise<void>;
}

/** Load before, during and after a fault injected and then healed; none: the same load, for comparison. */
async function drill(instances: ServerProcess[], fault: Fault | null) {
  const start = performance.now();
  const faultAt = start + BEFORE_S * 1000;
  const healAt = faultAt + FAULT_S * 1000;
  const load = shop(instances, healAt + AFTER_S * 1000);
  await sleep(faultAt - performance.now());
  fault?.inject();
  await sleep(healAt - performance.now());
  await fault?.heal();
  const answers = await load;
  const during = answers.filter((answer) => answer.at >= faultAt && answer.at < healAt);
  const latencies = during.map((answer) => answer.ms);
  const recovered = instances.map((instance) =>
    answers.find((answer) => answer.at >= healAt && answer.origin === instance.origin && answer.status === 200),
  );
  return {
    fault: fault?.name ?? 'none (for comparison)',
    seconds: FAULT_S,
    requests: during.length,
    ok: during.filter((answer) => answer.status === 200).length,
    unavailable: during.filter((answer) => answer.status === 503 && answer.retryAfter).length,
    otherFailures: during.filter((answer) => answer.status !== 200 && !(answer.status === 503 && answer.retryAfter)).length,
    p50Ms: Math.round(median(latencies)),
    p99Ms: Math.round(percentile(latencies, 99)),
    recoverySeconds:
      fault && recovered.every(Boolean)
        ? Math.round((Math.max(...recovered.map((answer) => answer!.at)) - healAt) / 100) / 10
        : null,
    instancesAlive: instances.filter((instance) => instance.alive()).length,
  } satisfies FaultResult;
}

/**
 * How many of `sent` requests one client (one address, one shopper) gets through the three
 * instances while Redis is in trouble; each drill is another client, so none inherits a count.
 */
async function allowanceDrill(fault: string, instances: ServerProcess[], client: number): Promise<AllowanceResult> {
  const sent = ALLOWANCE * INSTANCES;
  let allowed = 0;
  const shopper = await signedUpShopper(instances[0]!.origin, `one-client-${client}-${randomUUID()}`);
  for (let request = 0; request < sent; request += 1) {
    const origin = instances[request % instances.length]!.origin;
    const key = `allowance-${randomUUID()}`;
    const answer = await send(origin, '/payment/create?total=3999', { shopper, key, body: BASKET, from: `198.51.100.${client}` });
    if (answer.status === 200) allowed += 1;
  }
  return { fault, limit: ALLOWANCE, sent, allowed };
}

async function cluster(env: Record<string, string>): Promise<ServerProcess[]> {
  return Promise.all(
    Array.from({ length: INSTANCES }, () =>
      startServerProcess({ env: { STATIC_DIR: 'no-built-shop', ALLOWANCE_INSTANCES: String(INSTANCES), ...env } }),
    ),
  );
}

export async function measureFaults(progress: (message: string) => void, loadAverageAtStart: string): Promise<FaultResults> {
  let postgres: LocalPostgres | undefined;
  let redis: LocalRedis | undefined;
  let instances: ServerProcess[] = [];
  const faults: FaultResult[] = [];
  const allowance: AllowanceResult[] = [];
  const report = (result: FaultResult) => {
    faults.push(result);
    progress(
      `  ${result.fault}: ${result.requests} requests, ${result.unavailable} answered 503, ${result.otherFailures} other failures, p50 ${result.p50Ms} ms, alive ${result.instancesAlive}/${INSTANCES}`,
    );
  };
  try {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const engines = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };
    progress(`faults: ${INSTANCES} instances, ${SHOPPERS} shoppers, each fault for ${FAULT_S} s`);
    instances = await cluster({ ...engines, PAYMENT_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000' });
    const [sqlEngine, cache] = [postgres, redis];
    report(await drill(instances, null));
    report(await drill(instances, { name: 'PostgreSQL stopped', inject: sqlEngine.pause, heal: sqlEngine.resume }));
    report(await drill(instances, { name: 'Redis stopped', inject: cache.pause, heal: cache.resume }));
    report(await drill(instances, { name: 'Redis hung (SIGSTOP)', inject: cache.freeze, heal: cache.thaw }));
    await Promise.all(instances.map((instance) => instance.stop()));

    instances = await cluster({
      ...engines,
      PAYMENT_RATE_LIMIT: String(ALLOWANCE),
      AUTH_RATE_LIMIT: '1000000',
      TRUST_PROXY_HOPS: '1',
    });
    allowance.push(await allowanceDrill('none', instances, 1));
    redis.pause();
    allowance.push(await allowanceDrill('Redis stopped', instances, 2));
    await redis.resume();
    redis.freeze();
    allowance.push(await allowanceDrill('Redis hung (SIGSTOP)', instances, 3));
    redis.thaw();
    for (const result of allowance) {
      progress(`  allowance, ${result.fault}: ${result.allowed} of ${result.sent} allowed (limit ${result.limit})`);
    }
  } finally {
    redis?.thaw();
    await Promise.all(instances.map((instance) => instance.stop()));
    redis?.stop();
    postgres?.stop();
  }
  return { date: new Date().toISOString(), loadAverageAtStart, shoppers: SHOPPERS, instances: INSTANCES, faults, allowance };
}
