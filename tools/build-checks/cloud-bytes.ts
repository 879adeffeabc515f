// What the cloud configuration (VITE_FIREBASE_* set) adds to a page: the cloud ports' own code,
// loaded at start, the Firebase adapter with Auth, loaded once the page is interactive (ADR-024),
// and Firestore, loaded when orders are first used (ADR-015).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { appStartFiles, readManifest, staticClosure } from '../build/build-manifest';
import { precompress } from '../build/precompress';
import { bytesBeforeInteraction } from './initial-bytes';

const KB = 1024;

export const cloudPortsModule = 'adapters/firebase/cloud-ports.ts';
export const firebaseAdapterModule = 'adapters/firebase/firebase-ports.ts';
export const firestoreAdapterModule = 'adapters/firebase/firestore-orders.ts';

/** A string the Firestore SDK's code always holds, and Firebase Auth's never. */
export const firestoreCode = /firestore\.googleapis\.com/;

/**
 * Budgets of script transferred (brotli, headers included) by a signed-in shopper's first visit
 * to /Orders and /Payment in the cloud configuration, from a cloud build of 2026-11-25 with a little
 * headroom: what the page needs before it is interactive (the app and the cloud ports' own code:
 * no Firebase SDK, ADR-024), and the SDKs it loads after: Firebase Auth, and Firestore on /Orders.
 * /Payment needs no Firestore until the card is confirmed.
 */
export const CLOUD_BUDGETS = {
  /**
   * the route's app code and the cloud ports' own (2.1 KB of it): 119.0 KB measured on /Orders,
   * 119.2 KB on /Payment (the app and Firebase Auth were 143.9 KB before ADR-024)
   */
  beforeInteraction: 122 * KB,
  /** Firebase Auth with the app core, once the page is interactive: 25.0 KB measured */
  auth: 27 * KB,
  /** the Firestore chunk /Orders loads once the page is interactive and its first list is drawn: 109.9 KB measured */
  firestore: 115 * KB,
} as const;

/** The signed-in pages of the cloud configuration, and whether they load Firestore at once. */
export const CLOUD_ROUTES = [
  { path: '/Orders', routeFile: 'src/routes/Orders.tsx', firestore: true },
  { path: '/Payment', routeFile: 'src/routes/Payment.tsx', firestore: false },
] as const;

/**
 * The files only the cloud configuration loads: the cloud ports' own (the cached user, the light
 * read), Auth's (with the Firebase core) and Firestore's.
 */
export function firebaseChunks(distDir: string): { light: string[]; auth: string[]; firestore: string[] } {
  const manifest = readManifest(distDir);
  const modules = [cloudPortsModule, firebaseAdapterModule, firestoreAdapterModule];
  const missing = modules.find((module) => !manifest[module]);
  if (missing) throw new Error(`${distDir} is not a cloud build: its manifest has no ${missing}`);
  const app = new Set([
    ...appStartFiles(manifest),
    ...Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.file),
  ]);
  const files = (module: string) => [...staticClosure(manifest, [module])].map((key) => manifest[key]!.file);
  const light = files(cloudPortsModule).filter((file) => !app.has(file));
  const auth = files(firebaseAdapterModule).filter((file) => !app.has(file) && !light.includes(file));
  const firestore = files(firestoreAdapterModule).filter(
    (file) => !app.has(file) && !light.includes(file) && !auth.includes(file),
  );
  return { light, auth, firestore };
}

/** The script a signed-in first visit to the route loads, before and after it is interactive. */
export function cloudRouteFiles(distDir: string, routeFile: string, withFirestore: boolean) {
  const { light, auth, firestore } = firebaseChunks(distDir);
  const app = bytesBeforeInteraction(distDir, routeFile).jsFiles.filter(
    (file) => !light.includes(file) && !auth.includes(file) && !firestore.includes(file),
  );
  return { beforeInteraction: [...app, ...light], auth, firestore: withFirestore ? firestore : [] };
}

/** The web configuration of a Firebase project, as a deployment sets it (no emulators). */
const cloudBuildEnv = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-shop',
  VITE_FIREBASE_APP_ID: 'demo-app',
};

/**
 * The client build of the cloud configuration into `outDir`, with the brotli and gzip copies the
 * server sends (no pre-rendered pages: they do not change what a route's script weighs).
 */
export async function buildCloud(outDir: string): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  const vite = join(root, 'node_modules/.bin/vite');
  // as `npm run build` runs it: a test runner's NODE_ENV=test would build React for development
  const env = { ...process.env, NODE_ENV: 'production', ...cloudBuildEnv };
  await new Promise<void>((done, fail) => {
    let stderr = '';
    const child = spawn(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`the cloud build failed (exit ${code}):\n${stderr}`))));
  });
  await precompress(outDir);
}
