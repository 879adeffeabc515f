import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

type Env = Record<string, string | undefined>;

/**
 * The .env files Vite reads for this mode, in Vite's order of precedence (highest first), so that
 * the server and the build see one configuration.
 */
const filesFor = (mode: string) => [`.env.${mode}.local`, `.env.${mode}`, '.env.local', '.env'];

/**
 * Adds to `env` what the .env files in `dir` set and `env` does not: a variable set in the
 * environment wins, as with Vite. Answers the names taken from the files.
 */
export function loadEnvFiles(
  env: Env,
  { dir = process.cwd(), mode = 'production' }: { dir?: string; mode?: string } = {},
): string[] {
  const taken: string[] = [];
  for (const file of filesFor(mode)) {
    let text: string;
    try {
      text = readFileSync(join(dir, file), 'utf8');
    } catch {
      continue;
    }
    for (const [name, value] of Object.entries(parseEnv(text))) {
      if (env[name] !== undefined) continue;
      env[name] = value;
      taken.push(name);
    }
  }
  return taken;
}
