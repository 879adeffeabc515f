// `npm run start:cluster`: the shop as several instances on one machine (docs/deploy.md §6), one
// payments ledger in PostgreSQL and one allowance in Redis, behind a round-robin proxy on PORT
// (3000 unless set). DATABASE_URL and REDIS_URL name existing servers; unset, this starts its own
// (Debian's postgresql and redis-server packages) in temporary folders, gone when it stops.
import { startPostgres, startRedis, type LocalEngine } from '../../server/test-support/engines';
import { startServerProcess, type ServerProcess } from '../../server/test-support/server-process';
import { startRoundRobinProxy } from './round-robin-proxy';

const INSTANCES = Number(process.env.INSTANCES) || 3;
const port = Number(process.env.PORT) || 3000;

const engines: LocalEngine[] = [];
const instances: ServerProcess[] = [];

async function stopAll() {
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

try {
  const env = {
    ...process.env,
    DATABASE_URL: await engine('DATABASE_URL', startPostgres),
    REDIS_URL: await engine('REDIS_URL', startRedis),
    TRUST_PROXY_HOPS: '1',
  } as Record<string, string>;
  for (let index = 1; index <= INSTANCES; index += 1) {
    const instance = await startServerProcess({ port: port + index, env });
    instances.push(instance);
    console.log(`Instance ${index} on ${instance.origin}`);
  }
  await startRoundRobinProxy(
    instances.map((instance) => instance.origin),
    port,
  );
  console.log(`Shopfront on http://localhost:${port}: ${INSTANCES} instances, one ledger in PostgreSQL, one allowance in Redis`);
} catch (error) {
  console.error('Cannot start the cluster:', error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(0)));
}
