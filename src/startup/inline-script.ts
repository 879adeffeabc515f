// The script inlined into every pre-rendered and server-drawn page: step 1 of sequence.ts, bundled on
// its own, without the app (tools/prerender/start-script.ts).
import { startPrerenderedPage } from './sequence';

void startPrerenderedPage(document, (url) => import(/* @vite-ignore */ url));
