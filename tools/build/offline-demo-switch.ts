/**
 * The one variable that selects the offline demo (ADR-012): with OFFLINE_DEMO=1, `npm start`,
 * `npm run build`, `npm run serve` and `npm run dev` build and serve the shop on its in-memory
 * adapters instead of the shop with its server. Unset, empty or 0: the shop with its server.
 */
export const offlineDemoVariable = 'OFFLINE_DEMO';

const selecting = new Set(['1', 'true']);
const notSelecting = new Set(['', '0', 'false']);

/** Whether the environment selects the offline demo; any other value is refused, naming the variable. */
export function offlineDemoSelected(env: Record<string, string | undefined>): boolean {
  const value = env[offlineDemoVariable] ?? '';
  const word = value.trim().toLowerCase();
  if (selecting.has(word)) return true;
  if (notSelecting.has(word)) return false;
  throw new Error(`${offlineDemoVariable} must be 1 (the offline demo) or 0 (the shop with its server), not "${value}".`);
}
