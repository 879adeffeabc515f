// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs server/main.ts until it exits, or until it prints `until`: then `whileUp` runs and it is stopped. */
function run(
  env: Record<string, string>,
  until?: RegExp,
  whileUp: (output: string) => Promise<void> = async () => undefined,
): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      cwd: join(import.meta.dirname, '..'),
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
