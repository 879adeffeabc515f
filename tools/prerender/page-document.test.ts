import { describe, expect, it } from 'vitest';
import { pageDocument, readShell, shellWithModuleLinks, type PageDocumentParts } from './page-document';

// the shell as Vite writes it, and as a run of the pre-render step before left it (a module link)
const viteShell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's description" />
    <link rel="icon" href="/favicon.png" sizes="32x32" type="image/png" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>The shell's title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
  <link rel="modulepreload" crossorigin href="/assets/start-old.js"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const shell = readShell(viteShell);

const parts = (overrides: Partial<PageDocumentParts> = {}): PageDocumentParts => ({
  shell,
  content: {
    html: '<main class="card">Price: $9 &amp; more</main>',
    head: '<title>A page</title>',
    state: { note: '</script>' },
  },
  kind: 'page',
  modules: ['/assets/start-abc.js', '/assets/route-abc.js'],
  startScript: 'start("$&")',
  stylesheet: () => '.card{padding:8px}.menu{display:none}',
  stylesForPage: (css) => css.replace('.menu{display:none}', ''),
  ...overrides,
});

/** The page as a browser reads it (jsdom's parser, in the unit tests' environment). */
const read = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('readShell', () => {
  it('finds the entry and the files the shell names, and forgets module links an earlier run added', () => {
    expect(shell.entry).toBe('/assets/index-abc.js');
    expect([...shell.names].sort()).toEqual([
      'assets/index-abc.js',
      'assets/style-abc.css',
      'favicon.png',
      'manifest.webmanifest',
    ]);
    expect(shell.html).not.toContain('start-old.js');
  });

  it('refuses a shell without an entry script', () => {
    expect(() => readShell('<html><head></head><body><div id="root"></div></body></html>')).toThrow(/module script/);
  });
});

describe('shellWithModuleLinks', () => {
  it("links the app's modules, to be fetched with the entry", () => {
    const doc = read(shellWithModuleLinks(shell, ['assets/start-abc.js']));
    const links = [...doc.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('crossorigin')])).toEqual([
      ['/assets/start-abc.js', true],
    ]);
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');
  });
});

describe('pageDocument (ADR-026)', () => {
  it('puts the drawn page in the root, its data and module list after it, and the start script last', () => {
    const doc = read(pageDocument(parts()));
    const root = doc.getElementById('root')!;
    expect(root.innerHTML).toBe('<main class="card">Price: $9 &amp; more</main>');
    expect(root.hasAttribute('data-placeholder')).toBe(false);
    const after = [...doc.body.children].slice(1);
    expect(after.map((element) => element.id || element.tagName)).toEqual(['prerendered-state', 'page-modules', 'SCRIPT']);
    expect(JSON.parse(doc.getElementById('prerendered-state')!.textContent!)).toEqual({ note: '</script>' });
    const modules = doc.getElementById('page-modules')!;
    expect(JSON.parse(modules.textContent!)).toEqual(['/assets/start-abc.js', '/assets/route-abc.js']);
    expect(modules.dataset.entry).toBe('/assets/index-abc.js');
    expect(after[2]!.textContent).toBe('start("$&")');
  });

  it('fetches nothing but pictures before the first paint: no entry script, no stylesheet, icon or manifest link', () => {
    const doc = read(pageDocument(parts()));
    expect(doc.querySelectorAll('script[src]')).toHaveLength(0);
    expect([...doc.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['expect', '#page-modules'],
      ['icon', 'data:,'],
    ]);
    expect(doc.querySelector('link[rel="expect"]')?.getAttribute('blocking')).toBe('render');
    const keptBack = doc.querySelector('template#head-once-shown') as HTMLTemplateElement;
    expect([...keptBack.content.children].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/style-abc.css',
      '/favicon.png',
      '/manifest.webmanifest',
    ]);
  });

  it("inlines the stylesheet's rules the page uses, and takes the page's own title in place of the shell's", () => {
    const doc = read(pageDocument(parts()));
    expect([...doc.head.querySelectorAll('style')].map((style) => style.textContent)).toEqual(['.card{padding:8px}']);
    expect(doc.title).toBe('A page');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')).toBeNull();
  });

  it("marks a signed-in page's placeholder, and inlines the whole stylesheet for it and for a frame", () => {
    const placeholder = read(pageDocument(parts({ kind: 'placeholder' })));
    expect(placeholder.getElementById('root')!.hasAttribute('data-placeholder')).toBe(true);
    expect(placeholder.querySelector('style')!.textContent).toContain('.menu');
    const frame = read(pageDocument(parts({ kind: 'frame' })));
    expect(frame.getElementById('root')!.hasAttribute('data-placeholder')).toBe(false);
    expect(frame.querySelector('style')!.textContent).toContain('.menu');
  });

  it("leaves a frame's marks as the server looks for them (server/site/signed-in-drawing.ts)", () => {
    const html = pageDocument(
      parts({ kind: 'frame', content: { html: '<!--drawn-page-->', head: '<!--drawn-head-->', state: 'drawn-state' } }),
    );
    expect(html).toContain('<div id="root"><!--drawn-page--></div>');
    expect(html).toContain('<!--drawn-head-->');
    expect(html).toContain('<script type="application/json" id="prerendered-state">"drawn-state"</script>');
  });
});
