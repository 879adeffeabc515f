import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { checkConsole, watchConsole } from './console-checks';

// Quiet tests: a console error or warning fails the test that caused it, so the next real warning
// (an act() warning, a key clash) is not lost among expected ones. A test that causes one on
// purpose says so with expectConsoleMessages, or spies on the console itself.
beforeEach(watchConsole);

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  checkConsole();
});
