import { createHash } from 'node:crypto';

/**
 * An account's e-mail as the key it is counted under (ADR-035, ADR-041): trimmed and lower-cased as
 * better-auth keeps it, then hashed, so that every key has one length and no shopper's e-mail is
 * kept in Redis.
 */
export const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
