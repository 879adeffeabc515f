// Which adapter serves each port. No variables: the embedded default. Each group switches one port.
import type { ComponentType } from 'react';
import type { Ports } from '../../ports/ports';

/**
 * What a build of the shop runs on: its ports and, in the offline demo (ADR-012), a banner above
 * every page. The shop with its server builds its ports from the variables below.
 */
export interface ShopSetup {
  buildPorts: () => Promise<Ports>;
  banner?: ComponentType;
}

/** The Vite mode the offline demo is built in (demo/offline-demo-config.ts): the app then runs on the demo's setup. */
export const offlineDemoMode = 'offline-demo';

export type Env = Record<string, string | boolean | undefined>;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  authEmulatorHost?: string;
  firestoreEmulatorHost?: string;
}

export interface AppConfig {
  catalogBaseUrl: string;
  paymentApiBaseUrl: string;
  /** null: accounts and orders in the browser (IndexedDB) */
  firebase: FirebaseWebConfig | null;
  /** null: the test-mode card entry and the server's test-mode processor */
  stripePublishableKey: string | null;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const firebaseGroup = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

const text = (env: Env, name: string) => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** Reads the configuration; a half-set group throws a ConfigError naming what is missing. */
export function readConfig(env: Env): AppConfig {
  const firebaseValues = Object.fromEntries(Object.entries(firebaseGroup).map(([key, name]) => [key, text(env, name)]));
  const missing = Object.entries(firebaseGroup)
    .filter(([key]) => !firebaseValues[key])
    .map(([, name]) => name);
  const anyFirebase = missing.length < Object.keys(firebaseGroup).length;
  if (anyFirebase && missing.length > 0) {
    throw new ConfigError(`The Firebase configuration is incomplete: set ${missing.join(', ')} (see .env.example).`);
  }
  const stripeKey = text(env, 'VITE_STRIPE_PUBLISHABLE_KEY');
  if (stripeKey && !stripeKey.startsWith('pk_')) {
    throw new ConfigError('VITE_STRIPE_PUBLISHABLE_KEY must be a publishable key (it starts with pk_).');
  }
  return {
    catalogBaseUrl: text(env, 'VITE_CATALOG_BASE_URL').replace(/\/$/, ''),
    paymentApiBaseUrl: text(env, 'VITE_PAYMENT_API_BASE_URL').replace(/\/$/, ''),
    firebase: anyFirebase
      ? {
          ...(firebaseValues as Omit<FirebaseWebConfig, 'authEmulatorHost' | 'firestoreEmulatorHost'>),
          authEmulatorHost: text(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST') || undefined,
          firestoreEmulatorHost: text(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST') || undefined,
        }
      : null,
    stripePublishableKey: stripeKey || null,
  };
}
