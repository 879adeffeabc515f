import { randomBytes } from 'node:crypto';
import type { Store } from '../store/open-store';

/**
 * A secret the server keeps itself in its store, made once by whichever instance asks first and the
 * same for every instance after (ADR-031): the embedded default needs no configuration.
 */
export async function serverSecret(store: Store, name: string): Promise<string> {
  return store.reach(async () => {
    await store.kysely
      .insertInto('server_secrets')
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const { value } = await store.kysely
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return value;
  });
}
