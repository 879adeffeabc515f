import { format } from 'node:util';
import { vi } from 'vitest';

// Quiet tests (src/test/setup.ts): what a test writes to the console without expecting it.
const unexpected: string[] = [];
let expected: RegExp[] = [];

/** Before each test: console.error and console.warn are recorded instead of printed. */
export function watchConsole() {
  unexpected.length = 0;
  expected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = format(...args);
      if (!expected.some((pattern) => pattern.test(text))) unexpected.push(`console.${level}: ${text}`);
    });
  }
}

/** In a test that causes them on purpose: console errors and warnings matching `pattern` are fine. */
export function expectConsoleMessages(pattern: RegExp) {
  expected.push(pattern);
}

/** After each test: fails it if it wrote anything it did not expect. */
export function checkConsole() {
  vi.mocked(console.error).mockRestore?.();
  vi.mocked(console.warn).mockRestore?.();
  if (unexpected.length > 0) {
    throw new Error(`The test wrote to the console without expecting it:\n${unexpected.join('\n').slice(0, 4000)}`);
  }
}
