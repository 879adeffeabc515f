import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export interface FirebaseAdminSettings {
  projectId: string;
  /** 'host:port' of the emulators, when the shop runs against them */
  authEmulatorHost?: string;
  firestoreEmulatorHost?: string;
}

let apps = 0;

/**
 * The Admin SDK for the server's side of the cloud configuration. Credentials come from the
 * environment (GOOGLE_APPLICATION_CREDENTIALS, or the platform's identity on a managed host); the
 * emulators need none.
 */
export function connectFirebaseAdmin(settings: FirebaseAdminSettings) {
  // the Admin SDK finds the Auth emulator through this variable only
  if (settings.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.authEmulatorHost;
  apps += 1;
  const app = initializeApp({ projectId: settings.projectId }, `shop-server-${apps}`);
  const firestore = getFirestore(app);
  if (settings.firestoreEmulatorHost) firestore.settings({ host: settings.firestoreEmulatorHost, ssl: false });
  const auth = getAuth(app);
  return {
    firestore,
    verifyIdToken: (token: string) => auth.verifyIdToken(token),
    // the page sessions of the cloud configuration (server/identity/cloud-sessions.ts)
    createSessionCookie: (idToken: string, expiresInMs: number) => auth.createSessionCookie(idToken, { expiresIn: expiresInMs }),
    verifySessionCookie: (cookie: string) => auth.verifySessionCookie(cookie, true),
    revokeRefreshTokens: (uid: string) => auth.revokeRefreshTokens(uid),
    createCustomToken: (uid: string) => auth.createCustomToken(uid),
    close: () => deleteApp(app),
  };
}
