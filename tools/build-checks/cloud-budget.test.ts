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

/** Code of any Firebase SDK (Auth's or Firestore's), by the names the SDK registers itself under. */
const firebaseSdkCode = /@firebase\/(app|auth|firestore)/;
const holdsFirebaseSdk = (files: string[]) =>
  files.filter((file) => firebaseSdkCode.test(readFileSync(join(distDir, file), 'utf8')));

describe('cloud configuration bundle', () => {
  it('keeps Firestore in chunks of its own, apart from Firebase Auth', () => {
    const { auth, firestore } = firebaseChunks(distDir);
    expect(auth.length).toBeGreaterThan(0);
    expect(holdsFirestore(auth)).toEqual([]);
    expect(holdsFirestore(firestore)).not.toEqual([]);
  });

  it("keeps the cloud ports' own code apart from every Firebase SDK (ADR-024)", () => {
    const { light, auth } = firebaseChunks(distDir);
    expect(light.length).toBeGreaterThan(0);
    expect(holdsFirebaseSdk(light)).toEqual([]);
    expect(holdsFirebaseSdk(auth)).not.toEqual([]);
  });

  it.each(BROWSE_ROUTES.map((route) => [route.name, route.routeFile] as const))(
    'loads no Firestore code on the %s route, signed in or not',
    (_name, routeFile) => {
      const { beforeInteraction, auth, firestore } = cloudRouteFiles(distDir, routeFile, false);
      expect(firestore).toEqual([]);
      expect(holdsFirebaseSdk(beforeInteraction)).toEqual([]);
      expect(holdsFirestore(auth)).toEqual([]);
    },
  );

  it.each(CLOUD_ROUTES.map((route) => [route.path, route] as const))(
    `keeps %s signed in within ${CLOUD_BUDGETS.beforeInteraction / KB} KB before it is interactive, no Firebase SDK among it, and the SDKs after within their budgets (transferred, brotli)`,
    async (path, route) => {
      const files = cloudRouteFiles(distDir, route.routeFile, route.firestore);
      const before = await transferredBytes(distDir, files.beforeInteraction);
      const auth = await transferredBytes(distDir, files.auth);
      const firestore = await transferredBytes(distDir, files.firestore);
      expect(holdsFirebaseSdk(files.beforeInteraction)).toEqual([]);
      expect(before, `${path} transfers ${(before / KB).toFixed(1)} KB before it is interactive`).toBeLessThanOrEqual(
        CLOUD_BUDGETS.beforeInteraction,
      );
      expect(auth, `${path} transfers ${(auth / KB).toFixed(1)} KB of Firebase Auth after`).toBeLessThanOrEqual(
        CLOUD_BUDGETS.auth,
      );
      expect(firestore, `${path} transfers ${(firestore / KB).toFixed(1)} KB of Firestore after`).toBeLessThanOrEqual(
        route.firestore ? CLOUD_BUDGETS.firestore : 0,
      );
    },
  );
});
