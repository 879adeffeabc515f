import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ShopServerOptions {
  staticDir: string;
  /** default: a free one */
  port?: number;
  /** the payments ledger's folder; default the server's own (./data) */
  dataDir?: string;
  catalogSize?: number;
  /** more variables for the server */
  env?: Record<string, string>;
}

export interface RunningServer {
  origin: string;
  /** as Ctrl+C or a container stop ends it */
  stop(): Promise<void>;
  /** as a crash or `kill -9` ends it: no chance to finish or close anything */
  kill(): Promise<void>;
}

/**
 * server/main.ts as `npm start` runs it, in a process of the caller's own (benchmarks; tests that
 * crash and restart it), from the working directory. Resolves once it answers GET /products/1.
 */
export async function startShopServer(options: ShopServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), STATIC_DIR: options.staticDir, ...options.env };
  delete env.CATALOGUE_SIZE;
  if (options.catalogSize !== undefined) env.CATALOGUE_SIZE = String(options.catalogSize);
  if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    try {
      const answer = await fetch(`${origin}/products/1`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the server did not answer on ${origin} within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
  };
  return { origin, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
