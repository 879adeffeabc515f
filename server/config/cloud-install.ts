import { ConfigError } from './config';

/** Installs what only the cloud configuration's server runs (server/cloud/package.json, ADR-023). */
export const CLOUD_INSTALL_COMMAND = 'npm ci --prefix server/cloud';

/** The package a failed import looked for and did not find, if that is why it failed. */
function missingPackage(error: unknown): string | null {
  if (!(error instanceof Error) || (error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') return null;
  return /Cannot find package '([^']+)'/.exec(error.message)?.[1] ?? null;
}

/**
 * Imports an adapter of server/cloud/ when the configuration chooses it, so that the embedded
 * default never loads the cloud SDKs. They come with their own install: without it the start stops
 * here with the command that installs them, rather than with a stack trace.
 */
export async function importCloudAdapter<T>(chosenBy: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const missing = missingPackage(error);
    if (missing === null) throw error;
    throw new ConfigError(
      `${chosenBy} needs the package ${missing}, which is not installed: run \`${CLOUD_INSTALL_COMMAND}\` to install the cloud configuration's server packages (Stripe and Firebase Admin).`,
    );
  }
}
