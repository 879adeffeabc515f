// The cloud configuration on this machine: the Firebase Auth and Firestore emulators, the SPA
// built against them, and the shop server. `npm run start:cloud-local`; Ctrl-C stops everything.
//
//   PORT                     the shop (default 3000)
//   AUTH_EMULATOR_PORT       default 9099 (0: any free port)
//   FIRESTORE_EMULATOR_PORT  default 8080 (0: any free port)
//   EMULATOR_START_TIMEOUT_MS  how long an emulator may take to answer (default 120000)
//   FIRESTORE_EMULATOR_JAR   where cloud-firestore-emulator.jar is, if not in the usual place
//   EMULATOR_HOSTS_FILE      if set, the emulators' hosts and project, and the build's folder, are
//                            written there as JSON before the shop starts (the browser tests read
//                            what the shop stored through them; the bench reads the build manifest)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { shopBuildSteps } from '../build/shop-build-steps';
import { repoRoot, startEmulators, type Emulators } from './emulators';

const port = (name: string, fallback: number) => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    console.error(`${name} must be a port number (got "${raw}").`);
    process.exit(1);
  }
  return Number(raw);
};

const shopPort = port('PORT', 3000);
let emulators: Emulators | undefined;
let server: ChildProcess | undefined;
let build: ChildProcess | undefined;
let outDir: string | undefined;
let dataDir: string | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (build && build.exitCode === null) build.kill('SIGTERM');
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((done) => {
      const timer = setTimeout(() => {
        server?.kill('SIGKILL');
        done(undefined);
      }, 5_000);
      server?.once('exit', () => {
        clearTimeout(timer);
        done(undefined);
      });
    });
  }
  await emulators?.stop().catch((error: unknown) => console.error(error));
  for (const dir of [outDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

function runBuild(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    build = child;
    child.on('error', fail);
    child.on('exit', done);
  });
}

async function main() {
  emulators = await startEmulators({
    authPort: port('AUTH_EMULATOR_PORT', 9099),
    firestorePort: port('FIRESTORE_EMULATOR_PORT', 8080),
  });
  if (stopping) return;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_FIREBASE_API_KEY: 'demo-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${emulators.projectId}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: emulators.projectId,
    VITE_FIREBASE_APP_ID: 'demo-app',
    VITE_FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
    VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
  };

  // a build of its own, as `npm run build` makes it (pre-rendered pages, brotli copies), so that
  // dist/ (the embedded default of `npm start`) stays as it is; inside the project, where the
  // pre-render build finds its packages
  const cacheDir = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  outDir = mkdtempSync(join(cacheDir, 'shop-cloud-local-'));
  console.log('Building the shop against the emulators...');
  for (const { command } of shopBuildSteps(join(outDir, 'dist'))) {
    const [program, ...args] = command;
    const built = await runBuild(program!, args, env);
    if (stopping) return;
    if (built !== 0) {
      console.error('The build failed.');
      return shutdown(1);
    }
  }
  // a payments ledger and store of the run's own, like the emulators, which keep nothing between
  // runs (beside the build, never inside it: the server serves every file there)
  dataDir = mkdtempSync(join(tmpdir(), 'shop-cloud-local-data-'));
  const hostsFile = process.env.EMULATOR_HOSTS_FILE;
  if (hostsFile) {
    mkdirSync(dirname(hostsFile), { recursive: true });
    const { authHost, firestoreHost, projectId } = emulators;
    writeFileSync(hostsFile, JSON.stringify({ authHost, firestoreHost, projectId, buildDir: join(outDir, 'dist'), dataDir }));
  }

  // the server needs the emulator hosts too: its Content-Security-Policy lets the page reach them
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      DATA_DIR: dataDir,
      ...env,
      PORT: String(shopPort),
      STATIC_DIR: join(outDir, 'dist'),
    },
    stdio: 'inherit',
  });
  server.on('exit', (code) => {
    if (!stopping) {
      console.error(`The shop server stopped (exit ${code}).`);
      void shutdown(code ?? 1);
    }
  });
  console.log(
    `Cloud configuration on the emulators: shop http://localhost:${shopPort}, ` +
      `Auth ${emulators.authHost}, Firestore ${emulators.firestoreHost} (project ${emulators.projectId}). Ctrl-C stops all.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
