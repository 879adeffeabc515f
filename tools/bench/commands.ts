// The commands the bench runs to their end: builds, installs, clones.
import { spawnSync } from 'node:child_process';

/** What `npm run bench` set for its own project (npm_config_local_prefix...), which would point an npm run elsewhere back here. */
const OWN_PROJECT = /^(npm_|INIT_CWD$)/;

/** This process's environment without what npm set for the bench's own project: for npm in another folder. */
export const npmEnvironment = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !OWN_PROJECT.test(name)));

/** Runs `command` in `cwd` to its end and gives what it printed; throws with its errors when it fails. */
export function runCommand(command: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const [program, ...args] = command;
  const result = spawnSync(program!, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 2 ** 26 });
  if (result.status !== 0) throw new Error(`${command.join(' ')} (in ${cwd}) failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}
