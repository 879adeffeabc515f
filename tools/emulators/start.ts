// Only the two emulators, in the foreground, for `npm run dev` or tests run by hand against them.
// Ports: AUTH_EMULATOR_PORT (default 9099) and FIRESTORE_EMULATOR_PORT (default 8080). Ctrl-C stops both.
import { startEmulators } from './emulators';

const emulators = await startEmulators({
  authPort: Number(process.env.AUTH_EMULATOR_PORT) || 9099,
  firestorePort: Number(process.env.FIRESTORE_EMULATOR_PORT) || 8080,
});

console.log(`Set these (e.g. in .env.local) to point the shop at them:
VITE_FIREBASE_API_KEY=demo-key
VITE_FIREBASE_AUTH_DOMAIN=${emulators.projectId}.firebaseapp.com
VITE_FIREBASE_PROJECT_ID=${emulators.projectId}
VITE_FIREBASE_APP_ID=demo-app
VITE_FIREBASE_AUTH_EMULATOR_HOST=${emulators.authHost}
VITE_FIREBASE_FIRESTORE_EMULATOR_HOST=${emulators.firestoreHost}
Ctrl-C stops both.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void emulators.stop().finally(() => process.exit(0));
  });
}
// keep running until a signal arrives
setInterval(() => undefined, 1 << 30);
