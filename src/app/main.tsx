import '../shared/theme/global.css';
import { holdEarlyClicks } from './early-clicks';
import { pageModules, whenPageShown } from './when-page-shown';

const root = document.getElementById('root')!;
// a tap on a pre-rendered button before the app has started is made again once it has
const earlyClicks = root.hasChildNodes() ? holdEarlyClicks(root) : undefined;

// The entry stays tiny: a pre-rendered page shows itself first, then the app's code is fetched
// together with the route's (a failed route module is fetched again when the router needs it).
void whenPageShown(document).then(async () => {
  const prefetched = pageModules(document).map((href) => import(/* @vite-ignore */ href).catch(() => undefined));
  const [{ start }] = await Promise.all([import('./start'), ...prefetched]);
  await start({ onTakenOver: () => earlyClicks?.replay() });
});
