import { storesOnOnePostgres } from '../test-support/postgres-databases';
import { unusedPhotosScenarios } from '../test-support/unused-photos-scenarios';

// the stores close with the file's PostgreSQL server
unusedPhotosScenarios('PostgreSQL', storesOnOnePostgres('unused_photos'));
