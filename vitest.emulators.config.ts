import { defineConfig } from 'vitest/config';

// The Firebase adapters against the real emulators (Auth via the Firebase CLI, Firestore via its
// JAR). `npx vitest run --config vitest.emulators.config.ts`; see tools/emulators/.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['adapters/firebase/**/*.emulator.test.ts', 'src/app/*.emulator.test.ts'],
    globalSetup: ['./tools/emulators/global-setup.ts'],
    // quiet tests, as in the unit run
    setupFiles: ['./src/test/quiet-console.ts'],
    // the files share one Auth emulator whose e-mail privacy setting is project-wide
    fileParallelism: false,
    testTimeout: 20_000,
    // a committed `.only` would silently skip the rest, on any machine (not only when CI is set)
    allowOnly: false,
    hookTimeout: 30_000,
  },
});
