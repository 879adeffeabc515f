import '../shared/theme/global.css';
import { holdEarlyInput } from './early-input';
import { runFrameworkInSteps } from './framework-steps';
import { takeHeldTaps } from './held-taps';
import { pageModules, preloadModules } from './when-page-shown';

const root = document.getElementById('root')!;
// A pre-rendered page imports this entry once it is shown, having held the shopper's taps until
// then (boot-prerendered-page.ts); what they type and tap from now on is kept too. The plain
// shell, empty until the app renders, runs it at once: it has no early input.
const heldTaps = takeHeldTaps(window);
const earlyInput = heldTaps ? holdEarlyInput(root, heldTaps) : undefined;

// Every module the page needs is fetched at once and run in steps, so that no one task blocks a
// slow phone for long (a failed route module is fetched again when the router needs it).
void (async () => {
  const modules = pageModules(document);
  await preloadModules(document, modules);
  await runFrameworkInSteps();
  const route = modules.map((href) => import(/* @vite-ignore */ href).catch(() => undefined));
  const [{ start }] = await Promise.all([import('./start'), ...route]);
  await start({ earlyInput });
})().catch((error: unknown) => {
  // the app's code could not be fetched: the pre-rendered page keeps working as plain HTML
  console.error('The shop could not start', error);
  earlyInput?.drop();
});
