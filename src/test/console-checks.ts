import { format } from 'node:util';

// Quiet tests (src/test/quiet-console.ts): what a test writes to the console, or jsdom reports, without
// expecting it fails that test. The console's methods are replaced for the whole file rather than
// spied on per test, so a test's vi.restoreAllMocks() cannot lift the check, and a write that comes
// after a test has ended (a timer, a deferred unmount) is still caught, by the next test or at the end.
const LEVELS = ['error', 'warn', 'log', 'info', 'debug'] as const;
const unexpected: string[] = [];
let expected: RegExp[] = [];

function note(source: string, text: string) {
  if (!expected.some((pattern) => pattern.test(text))) unexpected.push(`${source}: ${text}`);
}

function failIfWritten(when: string) {
  if (unexpected.length === 0) return;
  const written = unexpected.splice(0).join('\n');
  throw new Error(`${when} wrote to the console without expecting it:\n${written.slice(0, 4000)}`);
}

/** Once per test file, before its tests: the console and jsdom's own error reports are noted, not printed. */
export function watchConsole() {
  for (const level of LEVELS) console[level] = (...args: unknown[]) => note(`console.${level}`, format(...args));
  // jsdom says what it cannot do (navigate to another page, say) on a console of its own
  const virtualConsole = (globalThis as { jsdom?: { virtualConsole: NodeJS.EventEmitter } }).jsdom?.virtualConsole;
  virtualConsole?.removeAllListeners('jsdomError');
  virtualConsole?.on('jsdomError', (error: Error) => note('jsdom', error.message));
}

/** Before each test: what was written since the last one ended fails this one, saying so. */
export function startTestConsole() {
  expected = [];
  failIfWritten('Something after the previous test ended (or while the file loaded)');
}

/** In a test that causes them on purpose: console output and jsdom reports matching `pattern` are fine. */
export function expectConsoleMessages(pattern: RegExp) {
  expected.push(pattern);
}

/** After each test: fails it if it wrote anything it did not expect. */
export function checkConsole() {
  failIfWritten('The test');
  expected = [];
}
