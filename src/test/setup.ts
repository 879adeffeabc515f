import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { checkConsole, watchConsole } from './console-checks';

// Quiet tests: a console error or warning fails the test that caused it, so the next real warning
// (an act() warning, a key clash) is not lost among expected ones. A test that causes one on
// purpose says so with expectConsoleMessages, or spies on the console itself.
// React checks for this flag before it lets act() flush updates (Testing Library sets it only
// where test globals exist; the tests import describe and it instead)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(watchConsole);

afterEach(async () => {
  // unmounting may leave work for a microtask (a card form in a React root of its own unmounts
  // then): inside act too, so that it is done before the test ends
  await act(async () => cleanup());
  // a global a test stubbed (e.g. React's act environment flag) is put back
  vi.unstubAllGlobals();
  globalThis.localStorage?.clear();
  checkConsole();
});
