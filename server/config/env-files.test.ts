// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvFiles } from './env-files';

function folderWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-env-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the .env files, read as Vite reads them', () => {
  it('takes .env, lets .env.local and then the mode files override it, and the environment override them all', () => {
    const dir = folderWith({
      '.env':
        'PORT=3100\nVITE_CATALOG_BASE_URL=https://from-env.example\nDATA_DIR=./env-data\n# a comment\nSTATIC_DIR="quoted dir"\n',
      '.env.local': 'PORT=3200\n',
      '.env.production': 'DATA_DIR=./production-data\n',
      '.env.production.local': 'DATA_DIR=./production-local-data\n',
    });
    const env: Record<string, string | undefined> = { VITE_CATALOG_BASE_URL: 'https://from-shell.example' };
    const taken = loadEnvFiles(env, { dir });
    expect(env).toEqual({
      VITE_CATALOG_BASE_URL: 'https://from-shell.example',
      PORT: '3200',
      DATA_DIR: './production-local-data',
      STATIC_DIR: 'quoted dir',
    });
    expect(taken.sort()).toEqual(['DATA_DIR', 'PORT', 'STATIC_DIR']);
  });

  it("reads another mode's files for the dev server", () => {
    const dir = folderWith({ '.env.development': 'PORT=5173\n', '.env.production': 'PORT=3000\n' });
    const env: Record<string, string | undefined> = {};
    loadEnvFiles(env, { dir, mode: 'development' });
    expect(env.PORT).toBe('5173');
  });

  it('does nothing without files', () => {
    const env: Record<string, string | undefined> = { PORT: '1' };
    expect(loadEnvFiles(env, { dir: folderWith({}) })).toEqual([]);
    expect(env).toEqual({ PORT: '1' });
  });
});
