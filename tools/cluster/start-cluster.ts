// `npm run start:cluster`: the shop as several instances on one machine (docs/deploy.md §6), one
// payments ledger in PostgreSQL and one allowance in Redis, behind a round-robin proxy on PORT
// (3000 unless set). DATABASE_URL and REDIS_URL name existing servers; unset, this starts its own
// (Debian's postgresql and redis-server packages) in temporary folders, gone when it stops. An
// instance that ends by itself is started again, as a supervisor (systemd, a container
// orchestrator) would.
import { startPostgres, startRedis, type LocalEngine } from '../local-shop/engines';
import { PortInUseError, startServerProcess, type ServerProcess } from '../local-shop/server-process';
import { startRoundRobinProxy } from './round-robin-proxy';

const INSTANCES = Number(process.env.INSTANCES) || 3;
const port = Number(process.env.PORT) || 3000;
/** The wait before an ended instance is started again doubles up to this, and starts over after a minute up. */
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;
const STEADY_MS = 60_000;

const engines: LocalEngine[] = [];
const instances: ServerProcess[] = [];
/** where the proxy sends requests, instance by instance: a restarted instance may have moved */
const origins: string[] = [];
let stopping = false;

async function stopAll() {
  stopping = true;
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const engine of engines) engine.stop();
}

async function engine(variable: string, start: () => Promise<LocalEngine>): Promise<string> {
  const given = process.env[variable]?.trim();
  if (given) return given;
  const started = await start();
  engines.push(started);
  return started.url;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Instance `number`'s lines, each marked with it. */
const echoOf = (number: number) => (text: string) => {
  for (const line of text.trimEnd().split('\n')) console.log(`[${number}] ${line}`);
};

/** Starts instance `number` on `port`, or on a free port when another process holds that one. */
async function startInstance(number: number, port: number, env: Record<string, string>) {
  const echo = echoOf(number);
  try {
    return await startServerProcess({ port, env, echo });
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error;
    console.error(`Instance ${number}: port ${port} is in use; taking a free port instead`);
    return startServerProcess({ env, echo });
  }
}

/** Starts instance `number` again whenever it ends, until the cluster stops. */
async function supervise(number: number, env: Record<string, string>) {
  let wait = FIRST_RESTART_MS;
  for (;;) {
    const instance = instances[number - 1]!;
    const startedAt = Date.now();
    const how = await instance.exited;
    if (stopping) return;
    if (Date.now() - startedAt > STEADY_MS) wait = FIRST_RESTART_MS;
    console.error(`Instance ${number} ended (${how}); starting it again in ${wait / 1000} s`);
    for (;;) {
      await sleep(wait);
      wait = Math.min(wait * 2, LONGEST_RESTART_MS);
      if (stopping) return;
      try {
        const restarted = await startInstance(number, instance.port, env);
        // the cluster was told to stop while this one started: stopAll has not seen it
        if (stopping) return void (await restarted.stop());
        instances[number - 1] = restarted;
        origins[number - 1] = restarted.origin;
        console.log(`Instance ${number} (pid ${restarted.pid}) is back on ${restarted.origin}`);
        break;
      } catch (error) {
        console.error(
          `Instance ${number} could not start; trying again in ${wait / 1000} s:`,
          error instanceof Error ? error.message : error,
        );
      }
    }
  }
}

try {
  const env = {
    ...process.env,
    DATABASE_URL: await engine('DATABASE_URL', startPostgres),
    REDIS_URL: await engine('REDIS_URL', startRedis),
    TRUST_PROXY_HOPS: '1',
    // the shop's address is the proxy's: every instance's mail links there, and says so when it starts
    VITE_SITE_URL: process.env.VITE_SITE_URL?.trim() || `http://localhost:${port}`,
    ALLOWANCE_INSTANCES: String(INSTANCES),
  } as Record<string, string>;
  for (let number = 1; number <= INSTANCES; number += 1) {
    const instance = await startInstance(number, port + number, env);
    instances.push(instance);
    origins.push(instance.origin);
    console.log(`Instance ${number} (pid ${instance.pid}) on ${instance.origin}`);
  }
  for (let number = 1; number <= INSTANCES; number += 1) void supervise(number, env);
  await startRoundRobinProxy(origins, port);
  console.log(`Shopfront on http://localhost:${port}: ${INSTANCES} instances, one ledger in PostgreSQL, one allowance in Redis`);
} catch (error) {
  console.error('Cannot start the cluster:', error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(0)));
}
