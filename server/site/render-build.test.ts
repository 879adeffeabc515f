// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../test-support/memory-logger';
import { loadRenderBuild } from './render-build';

describe("loading the app's render build", () => {
  const dir = mkdtempSync(join(tmpdir(), 'shopfront-render-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the module that draws both kinds of page, and says why it does without one', async () => {
    const logged = createMemoryLogger();
    const drawn = 'async () => ({ html: "", head: "", state: {}, statusCode: 200, route: "/", whole: true })';
    const good = join(dir, 'good-entry.mjs');
    const old = join(dir, 'old-entry.mjs');
    writeFileSync(good, `export const renderSignedInPage = ${drawn};\nexport const renderBrowsePage = ${drawn};`);
    // the build before the browse pages were drawn on demand
    writeFileSync(old, `export const renderSignedInPage = ${drawn};`);
    const loaded = await loadRenderBuild(good, logged.logger);
    expect(typeof loaded?.renderSignedInPage).toBe('function');
    expect(typeof loaded?.renderBrowsePage).toBe('function');
    expect(await loadRenderBuild(old, logged.logger)).toBeNull();
    expect(await loadRenderBuild(join(dir, 'missing.mjs'), logged.logger)).toBeNull();
    expect(logged.lines).toEqual([
      expect.stringMatching(/drawn in the browser: .*old-entry\.mjs does not draw them/),
      expect.stringMatching(/drawn in the browser: no render build at .*missing\.mjs \(npm run build makes it\)/),
    ]);
  });
});
