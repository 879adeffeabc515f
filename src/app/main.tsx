import '../shared/theme/global.css';
import { pageModules, whenPageShown } from './when-page-shown';

// The entry stays tiny: a pre-rendered page shows itself first, then the app's code is fetched,
// all its modules at once (a failed one is fetched again by the module that needs it).
void whenPageShown(document).then(async () => {
  const prefetched = pageModules(document).map((href) => import(/* @vite-ignore */ href).catch(() => undefined));
  const [{ start }] = await Promise.all([import('./start'), ...prefetched]);
  await start();
});
