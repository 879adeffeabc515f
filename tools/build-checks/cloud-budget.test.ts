import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCloud, CLOUD_BUDGETS, CLOUD_ROUTES, cloudRouteFiles, firebaseChunks, firestoreCode } from './cloud-bytes';
import { BROWSE_ROUTES, transferredBytes } from './initial-bytes';

// The Firebase chunks exist only in a build with VITE_FIREBASE_* set: this suite makes one of its
// own (a few seconds), so that dist/ stays the embedded default the other checks read.
const KB = 1024;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'shop-budget-cloud-'));
  await buildCloud(distDir);
}, 180_000);

afterAll(() => {
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

const holdsFirestore = (files: string[]) => files.filter((file) => firestoreCode.test(readFileSync(join(distDir, file), 'utf8')));

describe('cloud configuration bundle', () => {
  it('keeps Firestore in chunks of its own, apart from Firebase Auth', () => {
    const { auth, firestore } = firebaseChunks(distDir);
    expect(auth.length).toBeGreaterThan(0);
    expect(holdsFirestore(auth)).toEqual([]);
    expect(holdsFirestore(firestore)).not.toEqual([]);
  });

  it.each(BROWSE_ROUTES.map((route) => [route.name, route.routeFile] as const))(
    'loads no Firestore code on the %s route, signed in or not',
    (_name, routeFile) => {
      const { app, auth, firestore } = cloudRouteFiles(distDir, routeFile, false);
      expect(firestore).toEqual([]);
      expect(holdsFirestore([...app, ...auth])).toEqual([]);
    },
  );

  it.each(CLOUD_ROUTES.map((route) => [route.path, route] as const))(
    `keeps %s signed in within ${CLOUD_BUDGETS.appAndAuth / KB} KB of app and Auth, and of Firestore ${CLOUD_BUDGETS.firestore / KB} KB on /Orders, none on /Payment (transferred, brotli)`,
    async (path, route) => {
      const files = cloudRouteFiles(distDir, route.routeFile, route.firestore);
      const appAndAuth = await transferredBytes(distDir, [...files.app, ...files.auth]);
      const firestore = await transferredBytes(distDir, files.firestore);
      expect(appAndAuth, `${path} transfers ${(appAndAuth / KB).toFixed(1)} KB of app and Auth`).toBeLessThanOrEqual(
        CLOUD_BUDGETS.appAndAuth,
      );
      expect(firestore, `${path} transfers ${(firestore / KB).toFixed(1)} KB of Firestore`).toBeLessThanOrEqual(
        route.firestore ? CLOUD_BUDGETS.firestore : 0,
      );
    },
  );
});
