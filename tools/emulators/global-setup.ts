// vitest globalSetup for the *.emulator.test.ts suites: both emulators for the whole run.
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startEmulators, type Emulators } from './emulators';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firestoreEmulatorHost: string;
    firebaseProjectId: string;
  }
}

let emulators: Emulators | undefined;

export default async function setup(project: TestProject) {
  emulators = await startEmulators({
    // fixed ports when asked for (debugging against a known port), free ones otherwise
    authPort: Number(process.env.AUTH_EMULATOR_PORT) || 0,
    firestorePort: Number(process.env.FIRESTORE_EMULATOR_PORT) || 0,
  });
  project.provide('authEmulatorHost', emulators.authHost);
  project.provide('firestoreEmulatorHost', emulators.firestoreHost);
  project.provide('firebaseProjectId', emulators.projectId);
  return async () => {
    await emulators?.stop();
    emulators = undefined;
  };
}
