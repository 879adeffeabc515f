import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { RouteHeads } from './document-head';

/**
 * Keeps the document's title and head tags in step with the routes' `head` on client navigation.
 * The first page's head is already in its HTML (pre-rendered), so the code that writes it loads
 * only when the page changes: nothing of it in the first download.
 */
export function DocumentHead() {
  // as text: a new page means new text, and a re-render of the same page changes nothing
  const heads = useRouterState({
    select: (state) => JSON.stringify(state.matches.map(({ meta, links, headScripts }) => ({ meta, links, headScripts }))),
  });
  const first = useRef(true);
  useEffect(() => {
    // a page the server did not pre-render has the shell's head: it is written at once
    if (first.current && document.head.querySelector('[data-page-head]')) {
      first.current = false;
      return;
    }
    first.current = false;
    void import('./document-head').then(({ applyHead, mergeHeads }) =>
      applyHead(document, mergeHeads(JSON.parse(heads) as RouteHeads[])),
    );
  }, [heads]);
  return null;
}
