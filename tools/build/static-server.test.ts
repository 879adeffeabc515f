// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server';

describe('the static file server of the offline demo', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-static-'));
  const dir = join(root, 'site');
  mkdirSync(join(dir, 'images'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>shell</p>');
  writeFileSync(join(dir, 'images', 'a.svg'), '<svg/>');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  let origin = '';
  let close = () => undefined as void;

  beforeAll(async () => {
    const server = await serveStatic(dir, 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => void server.close();
  });
  afterAll(() => close());

  it('serves a file with its type', async () => {
    const response = await fetch(`${origin}/images/a.svg`);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toBe('<svg/>');
  });

  it.each(['/products/3', '/Orders', '/%2e%2e/secret.txt', '/images'])('answers %s with index.html', async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><p>shell</p>');
  });
});
