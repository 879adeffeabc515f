import type { Logger } from '../log/log';
import { createSharedCounts } from '../http/shared-counts';
import { accountKey } from './account-key';

/** Reset mails one e-mail address is sent within an hour, whoever asks for them (ADR-041). */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export interface ResetMailAllowanceSettings {
  /** Redis shared by every instance (REDIS_URL); none: this process counts alone */
  redisUrl?: string;
  logger: Logger;
  /** default RESET_MAILS_PER_HOUR */
  perHour?: number;
}

export interface ResetMailAllowance {
  /** Counts one more reset mail to `email`: whether it may be sent. */
  allows(email: string): Promise<boolean>;
  /** Resolves once the counts are shared through Redis; at once in memory. */
  ready: Promise<void>;
  /** Closes the connection to Redis. */
  close(): Promise<void>;
}

/**
 * How many password reset mails go to one address (ADR-041): the sign-in guard counts the requests
 * of each client address, and so cannot stop many addresses asking for one shopper. Counted where
 * the guard counts, in Redis when `redisUrl` is set and in memory while it is away, by the hash of
 * the e-mail.
 */
export function createResetMailAllowance({
  redisUrl,
  logger,
  perHour = RESET_MAILS_PER_HOUR,
}: ResetMailAllowanceSettings): ResetMailAllowance {
  const counts = createSharedCounts({
    name: 'count of reset mails',
    whileAway: 'each instance counts the reset mails it sends alone',
    keyPrefix: 'reset-mails',
    redisUrl,
    logger,
  });
  return {
    allows: async (email) => (await counts.add(accountKey(email), HOUR_MS)).consumed <= perHour,
    ready: counts.ready,
    close: counts.close,
  };
}
