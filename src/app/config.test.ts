import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shop',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('configuration (embedded default unless a group is set)', () => {
  it('is the embedded default with no variables', () => {
    expect(readConfig({})).toEqual({ catalogBaseUrl: '', paymentApiBaseUrl: '', firebase: null, stripePublishableKey: null });
  });

  it('switches the catalogue alone, without a trailing slash', () => {
    const config = readConfig({ VITE_CATALOG_BASE_URL: 'https://fakestoreapi.com/' });
    expect(config.catalogBaseUrl).toBe('https://fakestoreapi.com');
    expect(config.firebase).toBeNull();
  });

  it('switches accounts and orders to Firebase when the whole group is set, emulators optional', () => {
    const config = readConfig({ ...firebase, VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(config.firebase).toMatchObject({ apiKey: 'key', projectId: 'shop', authEmulatorHost: '127.0.0.1:9099' });
    expect(config.firebase?.firestoreEmulatorHost).toBeUndefined();
  });

  it('stops with a message naming every missing variable of a half-set group', () => {
    const { VITE_FIREBASE_APP_ID: _app, VITE_FIREBASE_PROJECT_ID: _project, ...half } = firebase;
    expect(() => readConfig(half)).toThrow(ConfigError);
    expect(() => readConfig(half)).toThrow('set VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID');
  });

  it('refuses a secret key where the publishable key belongs', () => {
    expect(() => readConfig({ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_test_123' })).toThrow('must be a publishable key');
    expect(readConfig({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }).stripePublishableKey).toBe('pk_test_123');
  });
});
