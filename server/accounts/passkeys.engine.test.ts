import { passkeysContract } from '../test-support/passkeys-contract';
import { storesOnOnePostgres } from '../test-support/postgres-databases';

/** A database of its own for each test, on the one server; every instance of a test shares its store. */
passkeysContract('PostgreSQL', storesOnOnePostgres('passkeys'));
