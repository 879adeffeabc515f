import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageModules, startPrerenderedPage, takeHeldTaps } from './sequence';
import { shownHeadId } from './page-marks';
import { expectConsoleMessages } from '../test/console-checks';

/** A pre-rendered page as the build writes it, still loading its pictures. */
function prerenderedPage() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = `<template id="${shownHeadId}"><link rel="stylesheet" href="/assets/style.css"><link rel="manifest" href="/manifest.webmanifest"></template>`;
  doc.body.innerHTML =
    '<div id="root"><main><a href="/Cart">Cart</a><button>Add to Cart</button><button>Buy Now</button></main></div>' +
    '<script type="application/json" id="page-modules" data-entry="/assets/index-abc.js">[]</script>';
  Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
  Object.defineProperty(doc, 'defaultView', { value: window, configurable: true });
  return doc;
}

const tap = (doc: Document, name: string) =>
  [...doc.querySelectorAll('button')].find((button) => button.textContent === name)!.click();

describe('startPrerenderedPage: step 1, the script a pre-rendered page runs as it is parsed', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    takeHeldTaps(window)?.stop();
    vi.useRealTimers();
  });

  it('fetches neither the app nor the kept-back links before the page is shown', async () => {
    const doc = prerenderedPage();
    const importModule = vi.fn(() => Promise.resolve());
    void startPrerenderedPage(doc, importModule);
    await vi.advanceTimersByTimeAsync(50);
    expect(importModule).not.toHaveBeenCalled();
    expect(doc.head.querySelector('link')).toBeNull();
  });

  it('once the page is shown, links the stylesheet and manifest and imports the entry the page names', async () => {
    const doc = prerenderedPage();
    const importModule = vi.fn(() => Promise.resolve());
    const booted = startPrerenderedPage(doc, importModule);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    await booted;
    expect(importModule).toHaveBeenCalledWith('/assets/index-abc.js');
    expect([...doc.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/style.css',
      '/manifest.webmanifest',
    ]);
  });

  it('holds taps on buttons, in order, for the app to take', async () => {
    const doc = prerenderedPage();
    void startPrerenderedPage(doc, () => Promise.resolve());
    tap(doc, 'Buy Now');
    tap(doc, 'Add to Cart');
    tap(doc, 'Buy Now');
    const taps = takeHeldTaps(window);
    expect(taps?.held.map((button) => button.textContent)).toEqual(['Buy Now', 'Add to Cart']);
    expect(doc.querySelectorAll('button[aria-busy="true"]')).toHaveLength(2);
    expect(takeHeldTaps(window), 'taken once').toBeUndefined();
    taps?.stop();
    expect(doc.querySelectorAll('button[aria-busy]')).toHaveLength(0);
  });

  it('gives the page back to the browser when the app cannot be fetched', async () => {
    expectConsoleMessages(/The shop could not start/);
    const doc = prerenderedPage();
    const booted = startPrerenderedPage(doc, () => Promise.reject(new Error('offline')));
    tap(doc, 'Add to Cart');
    expect(doc.querySelector('button[aria-busy="true"]')).not.toBeNull();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    await booted;
    expect(doc.querySelector('button[aria-busy]')).toBeNull();
    expect(takeHeldTaps(window)).toBeUndefined();
  });
});

/** A page with the given module list (none when undefined). */
function withModules(modules: string | undefined) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"><main></main></div>${modules === undefined ? '' : `<script type="application/json" id="page-modules">${modules}</script>`}`;
  return doc;
}

describe('pageModules: what a pre-rendered page asks to import', () => {
  it('reads the listed modules', () => {
    expect(pageModules(withModules('["/assets/start-a.js","/assets/route-b.js"]'))).toEqual([
      '/assets/start-a.js',
      '/assets/route-b.js',
    ]);
  });

  it.each([
    ['no list', undefined],
    ['a damaged list', '["/assets/start-a.js"'],
    ['something else than a list', '{"a":1}'],
  ])('reads nothing from %s, so the app still starts', (_case, modules) => {
    expect(pageModules(withModules(modules))).toEqual([]);
  });

  it('skips entries that are not paths', () => {
    expect(pageModules(withModules('["/assets/a.js",3,null]'))).toEqual(['/assets/a.js']);
  });
});
