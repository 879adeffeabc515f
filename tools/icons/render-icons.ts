// `npm run icons`: draws the shop's icons as PNGs into public/ from the SVGs beside this file.
// Run it after changing an SVG here, and commit the PNGs.
//
// Why PNGs: Chromium fetches the tab icon and the manifest's icons through the page, and an SVG
// icon is a document of its own that it builds on the page's main thread, each time, while the
// page starts (10-30 ms a load on a 2-core machine, more when the SVG has text to lay out). A PNG
// of this size decodes in microseconds.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../browser/chromium';

const here = import.meta.dirname;
const publicDir = join(here, '..', '..', 'public');

/** Each PNG the shop links, with the SVG it is drawn from and its size in pixels. */
const ICONS = [
  { file: 'favicon.png', source: 'favicon.svg', size: 32 },
  { file: 'icon-192.png', source: 'favicon.svg', size: 192 },
  { file: 'icon-512.png', source: 'favicon.svg', size: 512 },
  { file: 'icon-maskable-512.png', source: 'icon-maskable.svg', size: 512 },
] as const;

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const { file, source, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(join(here, source), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    await page.screenshot({ path: join(publicDir, file), omitBackground: true });
    await page.close();
    console.log(`public/${file}: ${size}x${size} from tools/icons/${source}`);
  }
} finally {
  await browser.close();
}
