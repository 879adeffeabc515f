import { describe, expect, it } from 'vitest';
import { checkConsole, expectConsoleMessages } from './console-checks';

// The check of src/test/quiet-console.ts, called here by hand: each test takes what it wrote back
// before the shared check runs after it.
describe('quiet tests', () => {
  it('fail a test that writes to the console without expecting it, naming what it wrote', () => {
    console.error('Something broke', new Error('offline'));
    console.log('--> GET /products 200');
    expect(() => checkConsole()).toThrow(
      /The test wrote to the console without expecting it:\nconsole\.error: Something broke Error: offline[\s\S]*\nconsole\.log: --> GET \/products 200/,
    );
  });

  it('let through what the test says it expects, and nothing else', () => {
    expectConsoleMessages(/^Order save failed/);
    console.error('Order save failed after payment');
    console.warn('Card form failed to load');
    const failure = (() => {
      try {
        checkConsole();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(failure).toContain('console.warn: Card form failed to load');
    expect(failure).not.toContain('Order save failed');
  });

  it("fail a test on jsdom's report of what it cannot do", async () => {
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/elsewhere' }));
    // jsdom navigates in a task of its own, and says so on its console after the check has noted it
    const virtualConsole = (globalThis as { jsdom?: { virtualConsole: NodeJS.EventEmitter } }).jsdom!.virtualConsole;
    const reported = new Promise((resolve) => virtualConsole.once('jsdomError', resolve));
    link.click();
    await reported;
    link.remove();
    expect(() => checkConsole()).toThrow(/jsdom: Not implemented: navigation to another Document/);
  });
});
