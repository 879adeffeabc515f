// The script inlined into every pre-rendered page (tools/prerender/prerender-pages.ts compiles it
// on its own, without the app): it starts the app once the page is shown.
import { bootPrerenderedPage } from './boot-prerendered-page';

void bootPrerenderedPage(document, (url) => import(/* @vite-ignore */ url));
