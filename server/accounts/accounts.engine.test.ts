import { accountsContract } from '../test-support/accounts-contract';
import { storesOnOnePostgres } from '../test-support/postgres-databases';

/** A database of its own for each test, on the one server; every instance of a test shares its store. */
accountsContract('PostgreSQL', storesOnOnePostgres('accounts'));
