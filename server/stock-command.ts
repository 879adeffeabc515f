// `npm run stock -- list | set <id> <quantity> | add <id> <quantity>` (ADR-039): the merchant's word
// on stock, written to the store the server reads, while it runs.
import { ConfigError, readConfig } from './config/config';
import { loadEnvFiles } from './config/env-files';
import { consoleLogger } from './log/log';
import { createSqlStock } from './stock/sql-stock';
import { runStockCommand, UsageError } from './stock/merchant-command';
import { openStore, storePlace } from './store/open-store';

loadEnvFiles(process.env);
let exitCode = 0;
try {
  const config = readConfig(process.env);
  const store = openStore(config, consoleLogger);
  try {
    for (const line of await runStockCommand(createSqlStock(store), process.argv.slice(2))) console.log(line);
    console.log(`(${storePlace(config).where})`);
  } finally {
    await store.close();
  }
} catch (error) {
  if (!(error instanceof UsageError || error instanceof RangeError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  exitCode = 1;
}
process.exitCode = exitCode;
