import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Ports } from '../../ports/ports';
import { headHtml, mergeHeads } from '../shared/head/document-head';
import { createApp } from './create-app';

export interface PrerenderedPage {
  html: string;
  /** the route's title and head tags, as HTML */
  head: string;
  state: ReturnType<typeof dehydrate>;
  statusCode: number;
}

/** Renders one route as an anonymous visitor sees it, with the query cache it was built from. */
export async function renderPage(url: string, ports: Ports): Promise<PrerenderedPage> {
  const app = createApp(ports, { history: createMemoryHistory({ initialEntries: [url] }), prerendering: true });
  await app.router.load();
  // loaders may start requests without awaiting them (the home grid): let them land first
  while (app.queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const html = renderToString(<app.App />);
  const head = headHtml(mergeHeads(app.router.state.matches));
  return { html, head, state: dehydrate(app.queryClient), statusCode: renderedStatus(app.router.state.matches) };
}

/** 200 when every matched route rendered its content; a not-found or failed route must not be baked in. */
function renderedStatus(matches: readonly { status: string; globalNotFound?: boolean }[]): number {
  return matches.every((match) => match.status === 'success' && !match.globalNotFound) ? 200 : 404;
}
