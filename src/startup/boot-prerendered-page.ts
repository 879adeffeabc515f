import { holdTaps, leaveHeldTaps, takeHeldTaps } from './held-taps';
import { pageModulesId, whenPageShown } from './when-page-shown';

/** Id of the <template> holding the head's links that a pre-rendered page adds once it is shown. */
export const shownHeadId = 'head-once-shown';

/**
 * What a pre-rendered page (and a signed-in page drawn by the server, ADR-036) runs inline as it is
 * parsed (prerendered-page-start.ts): the script holds the shopper's taps from the first paint on,
 * and once the page is shown it links what it kept back (the whole stylesheet, the tab icon, the web app manifest) and
 * imports the app's entry, which takes the held taps.
 * Neither the entry nor those links are in the page's markup: their requests would otherwise be
 * made before the first paint and compete with it (docs/bench-notes/lcp-findings.md).
 */
export function bootPrerenderedPage(doc: Document, importModule: (url: string) => Promise<unknown>): Promise<void> {
  const win = doc.defaultView!;
  const root = doc.getElementById('root')!;
  leaveHeldTaps(win, holdTaps(root));
  const entry = doc.getElementById(pageModulesId)?.dataset.entry;
  return whenPageShown(doc)
    .then(() => {
      const keptBack = doc.getElementById(shownHeadId);
      if (keptBack instanceof win.HTMLTemplateElement) doc.head.append(keptBack.content);
      if (!entry) throw new Error('The page names no entry module');
      return importModule(entry);
    })
    .then(
      () => undefined,
      (error: unknown) => {
        // the app's code could not be fetched: the pre-rendered page keeps working as plain HTML
        console.error('The shop could not start', error);
        takeHeldTaps(win)?.stop();
      },
    );
}
