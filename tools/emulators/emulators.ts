// Starts the Firebase Auth emulator (Firebase CLI) and the Firestore emulator (its JAR, run with
// Java directly) on loopback, waits until both answer, and stops them again, whatever happens.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ID = 'demo-shop';
export const HOST = '127.0.0.1';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..', '..');
const firebaseBin = join(here, 'node_modules', '.bin', 'firebase');
const DEFAULT_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
// the Firebase CLI needs several seconds of CPU to start: on a busy machine that is close to a minute
const START_TIMEOUT_MS = Number(process.env.EMULATOR_START_TIMEOUT_MS) || 120_000;

export interface EmulatorOptions {
  /** 0 or unset: any free port */
  authPort?: number;
  firestorePort?: number;
  rulesFile?: string;
  /** where progress goes; the emulators' own output is kept and shown only when a start fails */
  log?: (line: string) => void;
}

export interface Emulators {
  /** 'host:port', as VITE_FIREBASE_AUTH_EMULATOR_HOST takes it */
  authHost: string;
  firestoreHost: string;
  projectId: string;
  stop(): Promise<void>;
}

/** A port the system says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Installs the Firebase CLI into tools/emulators/node_modules when it is not there yet. */
export function ensureFirebaseCli(log: (line: string) => void = console.log) {
  // npm writes node_modules/.package-lock.json last: without it an install was cut short
  if (existsSync(firebaseBin) && existsSync(join(here, 'node_modules', '.package-lock.json'))) return firebaseBin;
  const lockfile = existsSync(join(here, 'package-lock.json'));
  log(`The Firebase CLI is missing: installing it into ${join(here, 'node_modules')} (large; a few minutes)...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = lockfile
    ? ['ci', '--prefix', here, '--no-audit', '--no-fund']
    : ['install', '--prefix', here, '--no-audit', '--no-fund'];
  const result = spawnSync(npm, args, { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(firebaseBin)) {
    throw new Error(`Could not install the Firebase CLI (npm ${args.join(' ')} failed). Run it by hand and look at its output.`);
  }
  return firebaseBin;
}

/** The Firestore emulator JAR and a Java to run it, or an error naming what to install. */
export function findFirestoreJar(): { java: string; jar: string } {
  const jar = process.env.FIRESTORE_EMULATOR_JAR?.trim() || DEFAULT_JAR;
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `Java is needed to run the Firestore emulator and "${java} -version" failed. Install a Java runtime 17 or newer ` +
        `(Debian/Ubuntu: apt-get install openjdk-17-jre-headless) or set JAVA_HOME.`,
    );
  }
  if (!existsSync(jar)) {
    throw new Error(
      `The Firestore emulator JAR is not at ${jar}. Install it (Debian/Ubuntu with the Google Cloud apt repository: ` +
        `apt-get install google-cloud-cli-firestore-emulator; or \`gcloud components install cloud-firestore-emulator\`) ` +
        `or point FIRESTORE_EMULATOR_JAR at cloud-firestore-emulator.jar.`,
    );
  }
  return { java, jar };
}

class Child {
  private output = '';
  private exited: Promise<number | null>;
  exitCode: number | null | undefined;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    process.stdout?.on('data', keep);
    process.stderr?.on('data', keep);
    this.exited = new Promise((done) => {
      process.on('exit', (code) => {
        this.exitCode = code;
        done(code);
      });
      process.on('error', (error) => {
        keep(Buffer.from(String(error)));
        this.exitCode = -1;
        done(-1);
      });
    });
  }

  get running() {
    return this.exitCode === undefined;
  }

  get log() {
    return this.output;
  }

  /** Signals the whole process group (the child was started detached, as its leader). */
  signal(signal: NodeJS.Signals) {
    if (!this.running || this.process.pid === undefined) return;
    try {
      process.kill(-this.process.pid, signal);
    } catch {
      try {
        this.process.kill(signal);
      } catch {
        // already gone
      }
    }
  }

  async stop() {
    if (!this.running) return;
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Polls `url` until it answers (any HTTP status), the child dies, or time runs out. */
async function waitUntilUp(child: Child, url: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!child.running) throw new Error(`The ${child.name} stopped while starting (exit ${child.exitCode}).\n${child.log}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((wake) => setTimeout(wake, 250));
    }
  }
  throw new Error(`The ${child.name} did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s.\n${child.log}`);
}

const running = new Set<Child>();
let exitHookInstalled = false;

/** If this process ends without stop(), do not leave emulators behind. */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.signal('SIGKILL');
  });
}

/** Firestore's emulator keeps no data between runs and needs Java 17+, not the Firebase CLI. */
async function startFirestore(port: number, rulesFile: string, spawned: Child[]): Promise<void> {
  const { java, jar } = findFirestoreJar();
  const args = [
    '-Duser.language=en',
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start',
    `--host=${HOST}`,
    `--port=${port}`,
    `--rules=${rulesFile}`,
    `--project_id=${PROJECT_ID}`,
  ];
  const child = new Child('Firestore emulator', spawn(java, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
  running.add(child);
  spawned.push(child);
  await waitUntilUp(child, `http://${HOST}:${port}/`);
}

/** The Auth emulator through the Firebase CLI, with its own firebase.json in a scratch folder. */
async function startAuth(port: number, scratch: string, spawned: Child[]): Promise<void> {
  const cli = firebaseBin;
  // the hub and the logging emulator always start with the CLI: give them free ports too, so
  // that several runs (tests and start:cloud-local) can share a machine
  const config = {
    emulators: {
      auth: { host: HOST, port },
      hub: { host: HOST, port: await freePort() },
      logging: { host: HOST, port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(scratch, 'firebase.json'), JSON.stringify(config, null, 2));
  // CI: no prompts and no fetch of the CLI's news; TMPDIR: its hub locator file stays in the
  // scratch folder instead of a /tmp file shared by every run for the same project
  const env = { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1', TMPDIR: scratch };
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  const child = new Child(
    'Firebase Auth emulator',
    spawn(cli, args, { cwd: scratch, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  running.add(child);
  spawned.push(child);
  await waitUntilUp(child, `http://${HOST}:${port}/`);
}

/** Starts both emulators; on any failure whatever started is stopped again before the error. */
export async function startEmulators(options: EmulatorOptions = {}): Promise<Emulators> {
  const log = options.log ?? ((line: string) => console.log(line));
  installExitHook();
  const authPort = options.authPort || (await freePort());
  const firestorePort = options.firestorePort || (await freePort());
  const rulesFile = resolve(options.rulesFile ?? join(repoRoot, 'firestore.rules'));
  // check Java and the JAR first, so that a missing one fails at once, then install the CLI if needed
  findFirestoreJar();
  ensureFirebaseCli(log);

  const began = Date.now();
  const spawned: Child[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'shop-emulators-'));
  const stop = async () => {
    await Promise.all(spawned.map((child) => child.stop()));
    for (const child of spawned) running.delete(child);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    log(`Starting the Firestore emulator on ${HOST}:${firestorePort} and the Auth emulator on ${HOST}:${authPort}...`);
    const outcome = await Promise.allSettled([
      startFirestore(firestorePort, rulesFile, spawned),
      startAuth(authPort, scratch, spawned),
    ]);
    const failed = outcome.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  log(`Emulators ready in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
  return { authHost: `${HOST}:${authPort}`, firestoreHost: `${HOST}:${firestorePort}`, projectId: PROJECT_ID, stop };
}
