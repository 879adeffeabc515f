// `npm run merchant -- invite <e-mail> --role owner|staff | list` (ADR-044): the merchant's staff,
// the first owner above all, invited by mail from the store the server reads, while it runs.
import { StaffRefused } from '../ports/staff-port';
import { ConfigError, readConfig } from './config/config';
import { loadEnvFiles } from './config/env-files';
import { consoleLogger } from './log/log';
import { openMailer } from './mail/open-mailer';
import { MerchantUsageError, runMerchantCommand } from './sell/staff-command';
import { createSqlStaff } from './sell/sql-staff';
import { createSqlActivity } from './activity/sql-activity';
import { openStore, storePlace } from './store/open-store';

loadEnvFiles(process.env);
let exitCode = 0;
try {
  const config = readConfig(process.env);
  const store = openStore(config, consoleLogger);
  const mailer = openMailer(config, consoleLogger);
  try {
    const parts = { staff: createSqlStaff(store), activity: createSqlActivity(store), mailer, mailLinksTo: config.siteUrl };
    for (const line of await runMerchantCommand(parts, process.argv.slice(2))) console.log(line);
    console.log(`(${storePlace(config).where})`);
  } finally {
    mailer.close();
    await store.close();
  }
} catch (error) {
  if (!(error instanceof MerchantUsageError || error instanceof StaffRefused || error instanceof ConfigError)) throw error;
  console.error(error.message);
  exitCode = 1;
}
process.exitCode = exitCode;
