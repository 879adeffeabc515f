import { createBackOfficeClient } from '../../adapters/shop-server/back-office-client';
import { renderApp } from './render-app';

/**
 * The shop at `url` with its back office on a real server at `baseUrl`, for the browser `browser`
 * (its cookies: signed in as someone, or nobody). The page's files are sent as bytes: the test's
 * fetch is Node's, which does not read the page's own Blob.
 */
export function openBackOffice(url: string, baseUrl: string, browser: typeof fetch) {
  const asPage: typeof fetch = async (input, init = {}) =>
    browser(input, init.body instanceof Blob ? { ...init, body: Buffer.from(await init.body.arrayBuffer()) } : init);
  return renderApp(url, {
    setup: (doubles) => {
      doubles.ports.backOffice = async () => createBackOfficeClient({ baseUrl, fetch: asPage });
    },
  });
}
