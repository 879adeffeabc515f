import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../log/log';
import type { BrowsePageRenderer } from './browse-drawing';
import type { SignedInPageRenderer } from './signed-in-drawing';

/** The app's render build (`npm run build` writes it beside the site, in dist-ssr/), as the server calls it. */
export type RenderBuild = SignedInPageRenderer & BrowsePageRenderer;

/**
 * The app's render module, loaded once at start; null (logged) when the build has none or it cannot
 * be loaded (a server installed without the app's packages): the pages are then drawn in the
 * browser, as every page of the shop can be.
 */
export async function loadRenderBuild(file: string, logger: Logger): Promise<RenderBuild | null> {
  if (!existsSync(file)) {
    logger.info(`Pages are drawn in the browser: no render build at ${file} (npm run build makes it).`);
    return null;
  }
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<RenderBuild>;
    if (typeof loaded.renderSignedInPage === 'function' && typeof loaded.renderBrowsePage === 'function')
      return loaded as RenderBuild;
    logger.error(`Pages are drawn in the browser: ${file} does not draw them (an older build?).`);
  } catch (error) {
    logger.error(`Pages are drawn in the browser: ${file} could not be loaded`, error);
  }
  return null;
}
