import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// React checks for this flag before it lets act() flush updates (Testing Library sets it only
// where test globals exist; the tests import describe and it instead)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// the suite runs its files side by side, and a small machine under that load answers late: a
// findBy or waitFor that is met returns at once, so the longer limit only delays a failure
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  // unmounting may leave work for a microtask (a card form in a React root of its own unmounts
  // then): inside act too, so that it is done before the test ends
  await act(async () => cleanup());
  // a global a test stubbed (e.g. React's act environment flag) is put back
  vi.unstubAllGlobals();
  globalThis.localStorage?.clear();
});
