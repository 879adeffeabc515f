import { useSyncExternalStore } from 'react';
import type { PasskeyPort } from '../../../../ports/passkey-port';
import { usePorts } from '../../../shared/ports-context';

// whether passkeys work here does not change while the page is open
const noChanges = () => () => undefined;

/**
 * The PasskeyPort when this browser can use passkeys here; null where the shop has none (the cloud,
 * the offline demo), where the browser cannot, and while a pre-rendered page is hydrated (the
 * pre-rendering cannot know the browser: its HTML has no passkey button, and the app adds it after).
 */
export function usePasskeys(): PasskeyPort | null {
  const { passkeys } = usePorts();
  const supported = useSyncExternalStore(
    noChanges,
    () => passkeys?.supported() ?? false,
    () => false,
  );
  return supported && passkeys ? passkeys : null;
}
