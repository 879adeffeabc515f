// What the shop stored in the Firebase emulators, read through their REST APIs as an administrator
// ('Bearer owner' passes the emulators' security rules): the cloud journey proves with it that its
// accounts and orders are in Auth and Firestore, not in the browser's fallback stores.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { e2eBuildDir } from './build-dir';

/**
 * Written by tools/emulators/start-cloud-local.ts when it has started the emulators; in the run's
 * build folder, so that two runs side by side (E2E_BUILD_DIR) never read each other's.
 */
export const emulatorHostsFile = resolve(e2eBuildDir, 'cloud-emulators.json');

interface EmulatorHosts {
  authHost: string;
  firestoreHost: string;
  projectId: string;
  /** the folder of the build the shop serves */
  buildDir: string;
  /** the shop server's data folder (its store, the outbox of its mail) */
  dataDir: string;
}

const asEmulatorAdmin = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

export function emulators(): EmulatorHosts {
  return JSON.parse(readFileSync(emulatorHostsFile, 'utf8')) as EmulatorHosts;
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The Auth emulator's account for this e-mail, or undefined. */
export async function authAccount(email: string): Promise<{ localId: string; email: string } | undefined> {
  const { authHost, projectId } = emulators();
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`;
  const found = (await json(
    await fetch(url, { method: 'POST', headers: asEmulatorAdmin, body: JSON.stringify({ email: [email] }) }),
  )) as {
    users?: { localId: string; email: string }[];
  };
  return found.users?.[0];
}

/** Whether the Auth emulator answers a wrong password as auth/invalid-credential (improved e-mail privacy). */
export async function improvedEmailPrivacy(): Promise<boolean> {
  const { authHost, projectId } = emulators();
  const config = (await json(
    await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/config`, { headers: asEmulatorAdmin }),
  )) as {
    emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
  };
  return config.emailPrivacyConfig?.enableImprovedEmailPrivacy === true;
}

interface FirestoreValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  arrayValue?: { values?: { mapValue: { fields: Record<string, FirestoreValue> } }[] };
}

/** The Firestore emulator's orders of this shopper (users/{uid}/orders): id, amount and line titles. */
export async function firestoreOrders(uid: string): Promise<{ id: string; amount: number; titles: string[] }[]> {
  const { firestoreHost, projectId } = emulators();
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/users/${uid}/orders`;
  const listed = (await json(await fetch(url, { headers: asEmulatorAdmin }))) as {
    documents?: { name: string; fields: Record<string, FirestoreValue> }[];
  };
  return (listed.documents ?? []).map(({ name, fields }) => ({
    id: name.slice(name.lastIndexOf('/') + 1),
    amount: Number(fields.amount?.integerValue ?? fields.amount?.doubleValue),
    titles: (fields.basket?.arrayValue?.values ?? []).map((line) => line.mapValue.fields.title?.stringValue ?? ''),
  }));
}

/** Writes an order of record for the shopper, as the payment server does with the Admin SDK. */
export async function writeFirestoreOrder(uid: string, id: string, { amount, created }: { amount: number; created: number }) {
  const { firestoreHost, projectId } = emulators();
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/users/${uid}/orders?documentId=${id}`;
  const fields = {
    basket: { arrayValue: {} },
    amount: { integerValue: String(amount) },
    created: { integerValue: String(created) },
    status: { stringValue: 'paid' },
  };
  await json(await fetch(url, { method: 'POST', headers: asEmulatorAdmin, body: JSON.stringify({ fields }) }));
}
