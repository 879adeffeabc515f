// `npm run start:cloud-local` as the bench starts it: on free ports, its hosts read from the file
// it writes (EMULATOR_HOSTS_FILE), stopped with it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../local-shop/engines';

const root = resolve(import.meta.dirname, '../..');

export interface CloudLocal {
  origin: string;
  authHost: string;
  firestoreHost: string;
  projectId: string;
  buildDir: string;
  stop(): Promise<void>;
}

/** `npm run start:cloud-local` on free ports; resolves once the shop answers. */
export async function startCloudLocal(hostsFile: string): Promise<CloudLocal> {
  const port = await freePort();
  rmSync(hostsFile, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/emulators/start-cloud-local.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: '0',
      FIRESTORE_EMULATOR_PORT: '0',
      EMULATOR_HOSTS_FILE: hostsFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGTERM: it stops the server and the emulators it started, then exits
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(force);
  };
  const origin = `http://127.0.0.1:${port}`;
  // the emulators take up to a minute to start on a busy machine, the build as long again
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start-cloud-local exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(`${origin}/products/1`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered && existsSync(hostsFile)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the cloud configuration did not answer on ${origin} within 10 minutes:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 500));
  }
  const hosts = JSON.parse(readFileSync(hostsFile, 'utf8')) as Omit<CloudLocal, 'origin' | 'stop'>;
  return { ...hosts, origin, stop };
}
