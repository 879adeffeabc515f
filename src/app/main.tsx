import '../shared/theme/global.css';
import { holdEarlyInput } from './early-input';
import { pageModules, whenPageShown } from './when-page-shown';

const root = document.getElementById('root')!;
// what the shopper types and taps on a pre-rendered page before the app has started is kept
const earlyInput = root.hasChildNodes() ? holdEarlyInput(root) : undefined;

// The entry stays tiny: a pre-rendered page shows itself first, then the app's code is fetched
// together with the route's (a failed route module is fetched again when the router needs it).
void whenPageShown(document)
  .then(async () => {
    const prefetched = pageModules(document).map((href) => import(/* @vite-ignore */ href).catch(() => undefined));
    const [{ start }] = await Promise.all([import('./start'), ...prefetched]);
    await start({ earlyInput });
  })
  .catch((error: unknown) => {
    // the app's code could not be fetched: the pre-rendered page keeps working as plain HTML
    console.error('The shop could not start', error);
    earlyInput?.drop();
  });
