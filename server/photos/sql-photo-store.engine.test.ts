import { photoStoreContract } from '../../test-doubles/contracts/photo-store-contract';
import { storesOnOnePostgres } from '../test-support/postgres-databases';
import { createSqlPhotoStore } from './sql-photo-store';

const newStore = storesOnOnePostgres('photos');

// the stores close with the file's PostgreSQL server
photoStoreContract('PostgreSQL', async () => ({ photos: createSqlPhotoStore(await newStore()), close: async () => {} }));
