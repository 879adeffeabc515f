import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './engines';

/** One `server/main.ts` process, as an operator starts it. */
export interface ServerProcess {
  pid: number;
  port: number;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** everything it printed so far */
  output(): string;
  /** as Ctrl+C or a container stop ends it; settles once it is gone */
  stop(): Promise<void>;
  /** as a crash or `kill -9` ends it: no chance to finish or close anything */
  kill(): Promise<void>;
  /** settles once the process has ended, however it ended, with its exit code or signal */
  exited: Promise<string>;
  /** whether the process is still running */
  alive(): boolean;
}

const root = join(import.meta.dirname, '..', '..');

/** The server ended because another process listens on its port (or holds it as a connection's own). */
export class PortInUseError extends Error {}

/** A free port found is only free until something takes it: another starts a server that found its taken. */
const FREE_PORT_TRIES = 3;

/**
 * Starts the server on `port` (default a free one, another if that is taken before the server listens) for tests, benchmarks and `npm run start:cluster`,
 * and settles once it listens; rejects with what it printed when it exits first. Its environment is
 * `env` alone (with PATH and HOME): a DATABASE_URL of the caller's never reaches a test's server.
 * With `echo`, what it prints once listening goes there instead of being kept (a long-running instance).
 * `root` is the checkout it runs from (another build's clone, for the bench), and `command` what
 * starts it there instead of `server/main.ts`, such as `npm run serve`. Such a command starts the
 * server as a process of its own, which a signal to the command does not reach: it runs in a process
 * group of its own (which a Ctrl+C at the terminal does not reach either), signalled whole by stop()
 * and kill(), and has ended once all of it has.
 */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await startOnce(options.port ?? (await freePort()), options);
    } catch (error) {
      if (options.port !== undefined || !(error instanceof PortInUseError) || tries === FREE_PORT_TRIES) throw error;
    }
  }
}

interface ServerProcessOptions {
  port?: number;
  env?: Record<string, string>;
  echo?: (text: string) => void;
  root?: string;
  command?: string[];
}

async function startOnce(listening: number, { env = {}, echo, root: cwd = root, command }: ServerProcessOptions) {
  const [program, ...args] = command ?? [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const group = command !== undefined;
  const child: ChildProcess = spawn(program!, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(listening) },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  let output = '';
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`)),
  );
  // every process of a group holds the output's pipes until it ends
  const groupEnded = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    if (!group) child.kill(name);
    else
      try {
        process.kill(-child.pid!, name);
      } catch {
        // every process of the group has ended
      }
  };
  const end = async (name: NodeJS.Signals) => {
    // a command may have ended before the server it started
    if (group || (child.exitCode === null && child.signalCode === null)) signal(name);
    const force = setTimeout(() => signal('SIGKILL'), 5_000);
    await (group ? groupEnded : exited);
    clearTimeout(force);
  };
  let listened = false;
  return new Promise<ServerProcess>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      if (listened && echo) return echo(chunk.toString());
      output += chunk.toString();
      if (!listened && /Shopfront (instance )?on http:\/\/localhost:\d+/.test(output)) {
        listened = true;
        echo?.(output);
        resolve({
          pid: child.pid!,
          port: listening,
          origin: `http://127.0.0.1:${listening}`,
          output: () => output,
          stop: () => end('SIGTERM'),
          kill: () => end('SIGKILL'),
          exited,
          alive: () => child.exitCode === null && child.signalCode === null,
        });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      const message = `the server exited before it listened:\n${output}`;
      reject(/port \d+ is in use/.test(output) ? new PortInUseError(message) : new Error(message));
    });
  });
}

const PAID_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postcode: '10001' };
// product 9 of the built-in catalog costs $39.99
/** what checkOut buys unless told: one of product 9, $39.99 */
export const BASKET = { total: 3999, lines: [{ id: 9, amount: 1 }] };

export interface Checkout {
  /** the HTTP status of each answer, in order */
  statuses: number[];
  /** how long each answer took, in order (create, confirm), from the attempt that was answered */
  latenciesMs: number[];
  /** requests sent again because the connection was refused or cut */
  retries: number;
  intentId?: string;
  paid: boolean;
  /** the payment server's answer when it refused to start the payment (its `code`, `error`...) */
  refusal?: Record<string, unknown>;
}

/**
 * A shopper's whole test-mode checkout, create then confirm, with `shopper`'s headers (signedUpShopper), each request sent to the next base URL
 * in turn. A request that finds no server (connection refused) is sent again, with the same
 * Idempotency-Key and client secret, to the next one: what a browser behind a load balancer sees.
 */
export async function checkOut(
  baseUrls: () => string,
  shopper: Record<string, string>,
  idempotencyKey: string,
  basket: { total: number; lines: Array<{ id: number; amount: number }> } = BASKET,
): Promise<Checkout> {
  const statuses: number[] = [];
  const latenciesMs: number[] = [];
  let retries = 0;
  const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey, ...shopper };
  const publicAddress =
    shopper.Origin && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(shopper.Origin) ? shopper.Origin : undefined;
  /** the answer's status and body; a connection refused or cut before the whole answer came is tried again */
  const send = async (path: string, body: unknown): Promise<{ ok: boolean; json: Record<string, unknown> }> => {
    for (let attempt = 0; ; attempt += 1) {
      const sent = performance.now();
      try {
        // the page that sends it is at the shop's public address when it has one (VITE_SITE_URL);
        // else at the instance reached, as behind a load balancer that keeps the Host
        const base = baseUrls();
        const from = { ...headers, Origin: publicAddress ?? new URL(base).origin };
        const response = await fetch(`${base}${path}`, { method: 'POST', headers: from, body: JSON.stringify(body) });
        const json = (await response.json()) as Record<string, unknown>;
        statuses.push(response.status);
        latenciesMs.push(performance.now() - sent);
        return { ok: response.ok, json };
      } catch (error) {
        if (attempt >= 20) throw error;
        retries += 1;
      }
    }
  };
  const created = await send(`/payment/create?total=${basket.total}`, { lines: basket.lines });
  if (!created.ok) return { statuses, latenciesMs, retries, paid: false, refusal: created.json };
  const clientSecret = String(created.json.clientSecret);
  const confirmed = await send('/payment/confirm', { clientSecret, card: PAID_CARD });
  const intentId = clientSecret.split('_secret_')[0];
  const paymentIntent = confirmed.json.paymentIntent as { status?: string } | undefined;
  return { statuses, latenciesMs, retries, intentId, paid: confirmed.ok && paymentIntent?.status === 'succeeded' };
}
