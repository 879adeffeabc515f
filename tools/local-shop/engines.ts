import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Real PostgreSQL and Redis servers of the machine's own packages (Debian's `postgresql` and
 * `redis-server`), each on a free port in a temporary folder, for the tests and for
 * `npm run start:cluster`. Nothing is left behind once stopped.
 */

export interface LocalEngine {
  url: string;
  stop(): void;
}

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const missing = (what: string, pkg: string) =>
  new Error(`${what} is not installed: install Debian's package ${pkg} (apt-get install -y ${pkg}); .ci/run does.`);

/** PostgreSQL refuses to run as root: then its files and process belong to the `postgres` user. */
function asPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export interface LocalPostgres extends LocalEngine {
  /** PostgreSQL stopped as an operator or a fail-over stops it: every session ended, connections closed */
  pause(): void;
  /** the same server, with the same data, back on the same port */
  resume(): void;
  /** A new, empty database on this server (one per test), and its URL. */
  newDatabase(): Promise<string>;
}

export async function startPostgres(): Promise<LocalPostgres> {
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) throw missing(`PostgreSQL (${POSTGRES_BIN}/initdb)`, 'postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'shop-postgres-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const port = await freePort();
  const data = join(dir, 'data');
  asPostgres(join(POSTGRES_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const pgCtl = (...args: string[]) => asPostgres(join(POSTGRES_BIN, 'pg_ctl'), ['-D', data, '-w', ...args]);
  const start = () =>
    pgCtl('-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start');
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databasesMade = 0;
  return {
    url,
    async newDatabase() {
      databasesMade += 1;
      const admin = new pg.Client(url);
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE test_${databasesMade}`);
      } finally {
        await admin.end();
      }
      return url.replace(/\/postgres$/, `/test_${databasesMade}`);
    },
    pause: () => pgCtl('stop', '-m', 'fast'),
    resume: start,
    stop() {
      try {
        pgCtl('stop', '-m', 'immediate');
      } catch {
        // paused: already stopped
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface LocalRedis extends LocalEngine {
  /** Redis unreachable (killed), as when its host goes down */
  pause(): void;
  /** the same Redis back, empty */
  resume(): Promise<void>;
  /** Redis hung (SIGSTOP): connections stay open and nothing answers */
  freeze(): void;
  thaw(): void;
}

export async function startRedis(): Promise<LocalRedis> {
  const found = spawnSync('redis-server', ['--version']);
  if (found.error) throw missing('Redis (redis-server)', 'redis-server');
  const dir = mkdtempSync(join(tmpdir(), 'shop-redis-'));
  const port = await freePort();
  const pidFile = join(dir, 'redis.pid');
  const start = () =>
    execFileSync('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--pidfile',
      pidFile,
      '--dir',
      dir,
    ]);
  const waitFor = async (up: boolean) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const answered = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
      if (answered === up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Redis on port ${port} did not ${up ? 'start' : 'stop'}`);
  };
  const signal = (name: NodeJS.Signals) => {
    if (!existsSync(pidFile)) return;
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').trim()), name);
    } catch {
      // already gone
    }
  };
  const kill = () => {
    signal('SIGCONT');
    signal('SIGKILL');
    rmSync(pidFile, { force: true });
  };
  start();
  await waitFor(true);
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: kill,
    resume: async () => {
      start();
      await waitFor(true);
    },
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    stop() {
      kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
