// @vitest-environment node
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOUD_INSTALL_COMMAND } from './config/cloud-install';

const root = join(import.meta.dirname, '..');

/** Runs server/main.ts until it exits, or until it prints `until`: then `whileUp` runs and it is stopped. */
function run(
  env: Record<string, string>,
  until?: RegExp,
  whileUp: (output: string) => Promise<void> = async () => undefined,
  cwd = root,
): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      cwd,
    });
    let output = '';
    let up = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!up && until?.test(output)) {
        up = true;
        void whileUp(output).finally(() => child.kill('SIGTERM'));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ output, code }));
  });
}

// each run compiles the server with tsx: a few seconds
describe('server/main.ts', { timeout: 30_000 }, () => {
  it('starts, says where, and answers the catalogue', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shopfront-main-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shop</title>');
    try {
      let answered: unknown[] = [];
      const { output } = await run({ PORT: '0', STATIC_DIR: dist }, /Shopfront on http:\/\/localhost:\d+/, async (printed) => {
        const port = /localhost:(\d+)/.exec(printed)![1];
        answered = (await (await fetch(`http://127.0.0.1:${port}/products`)).json()) as unknown[];
      });
      expect(answered.length).toBeGreaterThanOrEqual(24);
      expect(output).toMatch(/Shopfront on http:\/\/localhost:\d+/);
      expect(output).toContain('Payments: embedded test-mode processor');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses to start with a half-set Stripe setup, naming the missing variable', async () => {
    const { output, code } = await run({ PORT: '0', STRIPE_API_HOST: 'localhost' });
    expect(code).toBe(1);
    expect(output).toContain('Cannot start the shopfront: STRIPE_API_HOST is set but STRIPE_SECRET_KEY is missing');
    expect(output).not.toMatch(/\n\s+at /);
  });
});

/**
 * The server as a host has it after `npm ci --omit=dev` alone (ADR-023): a copy of server/, api/ and
 * ports/ beside every installed package but the cloud configuration's (server/cloud/package.json).
 */
function withoutCloudInstall() {
  const place = mkdtempSync(join(tmpdir(), 'shopfront-no-cloud-'));
  for (const folder of ['server', 'ports', 'api']) cpSync(join(root, folder), join(place, folder), { recursive: true });
  writeFileSync(join(place, 'package.json'), JSON.stringify({ type: 'module' }));
  mkdirSync(join(place, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== 'stripe' && name !== 'firebase-admin')
      symlinkSync(join(root, 'node_modules', name), join(place, 'node_modules', name));
  }
  return place;
}

describe('server/main.ts without the cloud install', { timeout: 30_000 }, () => {
  const place = withoutCloudInstall();
  afterAll(() => rmSync(place, { recursive: true, force: true }));

  it('serves the embedded default, which never loads the cloud packages', async () => {
    let status = 0;
    const { output } = await run(
      { PORT: '0', DATA_DIR: join(place, 'data') },
      /Shopfront on http:\/\/localhost:\d+/,
      async (printed) => {
        status = (await fetch(`http://127.0.0.1:${/localhost:(\d+)/.exec(printed)![1]}/products/1`)).status;
      },
      place,
    );
    expect(output).toContain('Payments: embedded test-mode processor');
    expect(status).toBe(200);
  });

  it.each<{ configuration: string; env: Record<string, string>; missing: string }>([
    {
      configuration: 'Stripe',
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
      missing: 'STRIPE_SECRET_KEY (payments through Stripe) needs the package stripe, which is not installed',
    },
    {
      configuration: 'Firebase',
      env: { VITE_FIREBASE_PROJECT_ID: 'demo-shop' },
      missing: 'VITE_FIREBASE_PROJECT_ID (shoppers on Firebase) needs the package firebase-admin, which is not installed',
    },
  ])(
    'stops in the $configuration configuration, naming the command that installs the missing package',
    async ({ env, missing }) => {
      const { output, code } = await run({ PORT: '0', DATA_DIR: join(place, 'data'), ...env }, undefined, undefined, place);
      expect(code).toBe(1);
      expect(output).toContain(`Cannot start the shopfront: ${missing}: run \`${CLOUD_INSTALL_COMMAND}\``);
      expect(output).not.toMatch(/\n\s+at /);
    },
  );
});
