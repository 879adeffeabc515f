// The entry: index.html's module script, which the plain shell runs at once and a drawn page's
// inline script imports once the page is shown. What it does is step 2 of sequence.ts.
import '../shared/theme/global.css';
import { startApp } from './sequence';

startApp();
