import '../shared/theme/global.css';
import { holdEarlyInput } from './early-input';
import { runFrameworkInSteps } from './framework-steps';
import { pageModules, preloadModules, whenPageShown } from './when-page-shown';

const root = document.getElementById('root')!;
// what the shopper types and taps on a pre-rendered page before the app has started is kept
const earlyInput = root.hasChildNodes() ? holdEarlyInput(root) : undefined;

// The entry stays tiny: a pre-rendered page shows itself first, then every module the page needs
// is fetched at once and run in steps, so that no one task blocks a slow phone for long (a failed
// route module is fetched again when the router needs it).
void whenPageShown(document)
  .then(async () => {
    const modules = pageModules(document);
    await preloadModules(document, modules);
    await runFrameworkInSteps();
    const route = modules.map((href) => import(/* @vite-ignore */ href).catch(() => undefined));
    const [{ start }] = await Promise.all([import('./start'), ...route]);
    await start({ earlyInput });
  })
  .catch((error: unknown) => {
    // the app's code could not be fetched: the pre-rendered page keeps working as plain HTML
    console.error('The shop could not start', error);
    earlyInput?.drop();
  });
