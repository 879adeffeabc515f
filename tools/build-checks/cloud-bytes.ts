// What the cloud configuration (VITE_FIREBASE_* set) adds to a page: the Firebase adapter with Auth,
// loaded at start, and Firestore, loaded when orders are first used (ADR-015).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { appStartFiles, readManifest, staticClosure } from '../../src/startup/build-manifest';
import { precompress } from '../build/precompress';
import { bytesBeforeInteraction } from './initial-bytes';

const KB = 1024;

export const firebaseAdapterModule = 'adapters/firebase/firebase-ports.ts';
export const firestoreAdapterModule = 'adapters/firebase/firestore-orders.ts';

/** A string the Firestore SDK's code always holds, and Firebase Auth's never. */
export const firestoreCode = /firestore\.googleapis\.com/;

/**
 * Budgets of script transferred (brotli, headers included) by a signed-in shopper's first visit
 * to /Orders and /Payment in the cloud configuration, from a cloud build of 2026-11-23 with a little
 * headroom: the app and Firebase Auth together, and Firestore on its own. /Payment needs no
 * Firestore until the card is confirmed.
 */
export const CLOUD_BUDGETS = {
  /** the route's app code and Firebase Auth (25.1 KB of it): 143.9 KB measured on either page */
  appAndAuth: 150 * KB,
  /** the Firestore chunk /Orders loads once the session is known: 109.8 KB measured */
  firestore: 115 * KB,
} as const;

/** The signed-in pages of the cloud configuration, and whether they load Firestore at once. */
export const CLOUD_ROUTES = [
  { path: '/Orders', routeFile: 'src/routes/Orders.tsx', firestore: true },
  { path: '/Payment', routeFile: 'src/routes/Payment.tsx', firestore: false },
] as const;

/** The files only the cloud configuration loads: Auth's (with the Firebase core) and Firestore's. */
export function firebaseChunks(distDir: string): { auth: string[]; firestore: string[] } {
  const manifest = readManifest(distDir);
  if (!manifest[firebaseAdapterModule] || !manifest[firestoreAdapterModule]) {
    throw new Error(`${distDir} is not a cloud build: its manifest has no ${firebaseAdapterModule} or ${firestoreAdapterModule}`);
  }
  const app = new Set([
    ...appStartFiles(manifest),
    ...Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.file),
  ]);
  const files = (module: string) => [...staticClosure(manifest, [module])].map((key) => manifest[key]!.file);
  const auth = files(firebaseAdapterModule).filter((file) => !app.has(file));
  const firestore = files(firestoreAdapterModule).filter((file) => !app.has(file) && !auth.includes(file));
  return { auth, firestore };
}

/** The script a signed-in first visit to the route loads, in three parts. */
export function cloudRouteFiles(distDir: string, routeFile: string, withFirestore: boolean) {
  const { auth, firestore } = firebaseChunks(distDir);
  const app = bytesBeforeInteraction(distDir, routeFile).jsFiles.filter(
    (file) => !auth.includes(file) && !firestore.includes(file),
  );
  return { app, auth, firestore: withFirestore ? firestore : [] };
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
