import { afterAll, afterEach, beforeEach } from 'vitest';
import { checkConsole, startTestConsole, watchConsole } from './console-checks';

// Quiet tests, in every vitest configuration: anything a test writes to the console fails the test
// that caused it, so the next real warning (an act() warning, a key clash, a stray log line) is
// not lost among expected ones. A test that causes one on purpose says so with
// expectConsoleMessages, or spies on the console itself. Listed before the other setup files, so
// that their clean-up (unmounting, say) runs first and is checked too.
watchConsole();
beforeEach(startTestConsole);
afterEach(checkConsole);
afterAll(checkConsole);
