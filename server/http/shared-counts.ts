import { Redis, type ChainableCommander } from 'ioredis';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Logger } from '../log/log';

/** A key's count in its current window. */
export interface Count {
  consumed: number;
  msBeforeNext: number;
}

/** A count, and whether it is the one every instance shares (Redis) or this process's own. */
export interface KeptCount extends Count {
  shared: boolean;
}

/** Where the counts that decide are kept now. */
export type Counting = 'shared in Redis' | 'alone: Redis unreachable' | 'in memory';

export interface SharedCountsSettings {
  /** what is counted, for the log: "The shared {name} (Redis) is unreachable: …" */
  name: string;
  /** what each instance does while Redis is away, for that log line */
  whileAway: string;
  /** the keys' prefix in Redis and in memory */
  keyPrefix: string;
  /** Redis shared by every instance (redis://…); none: this process counts alone */
  redisUrl?: string;
  logger: Logger;
  /** How long Redis is left alone after it failed, before one request tries it again; default 10 s. */
  pauseMs?: number;
}

/**
 * Counts of requests per key in fixed windows, for the allowances: in Redis when `redisUrl` is set,
 * shared by every instance, and always in this process's memory as well, so that when Redis cannot
 * be reached the instance goes on from what it has seen rather than from zero (ADR-028).
 */
export interface SharedCounts {
  /** One more for `key`, in a window of `windowMs` that its first count starts. */
  add(key: string, windowMs: number): Promise<KeptCount>;
  /** `key`'s count without adding to it: 0 when it has none. */
  peek(key: string): Promise<KeptCount>;
  /** Forgets `key`'s count (in Redis only while it answers). */
  clear(key: string): Promise<void>;
  counting(): Counting;
  /** Resolves once the counts are shared through Redis (until then each instance counts alone); at once in memory. */
  ready: Promise<void>;
  /** Closes the connection to Redis. */
  close(): Promise<void>;
}

/** Failures in a row after which Redis is left alone for a pause. */
const FAILURES_BEFORE_PAUSE = 3;
const DEFAULT_PAUSE_MS = 10_000;
/** Redis answers within a millisecond or two on its network: longer means it is in trouble. */
const REDIS_TIMEOUT_MS = 300;

/**
 * A connection that never makes a request wait for Redis: no queue while it is away, commands in
 * flight failed at once when it drops. It reconnects on its own.
 */
function connect(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: REDIS_TIMEOUT_MS,
  });
  // each failed attempt is an 'error' event; the breaker below logs the outage once
  redis.on('error', () => undefined);
  return redis;
}

/** The replies of a transaction, or a rejection after REDIS_TIMEOUT_MS or on any command's error. */
async function run(transaction: ChainableCommander): Promise<unknown[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  try {
    const replies = await Promise.race([transaction.exec(), timedOut]);
    if (!replies) throw new Error('Redis discarded the transaction');
    return replies.map(([error, reply]) => {
      if (error) throw error;
      return reply;
    });
  } finally {
    clearTimeout(timer);
  }
}

export function createSharedCounts({
  name,
  whileAway,
  keyPrefix,
  redisUrl,
  logger,
  pauseMs = DEFAULT_PAUSE_MS,
}: SharedCountsSettings): SharedCounts {
  // the limits are the callers': penalty() counts without ever refusing, and the points go unused
  const memory = new RateLimiterMemory({ points: 1, keyPrefix });
  const redis = redisUrl ? connect(redisUrl) : null;
  const redisKey = (key: string) => `${keyPrefix}:${key}`;

  // a circuit breaker: after a few failures in a row Redis is left alone for a pause, then one
  // request tries it again, so a hung Redis costs one short timeout a pause, not one a request
  let failures = 0;
  let pausedUntil = 0;
  let trying = false;
  let away = false;
  const back = () => {
    failures = 0;
    pausedUntil = 0;
    if (!away) return;
    away = false;
    logger.info(`The shared ${name} (Redis) is reachable again.`);
  };
  const failed = (error: unknown) => {
    failures += 1;
    if (failures < FAILURES_BEFORE_PAUSE && !away) return;
    pausedUntil = Date.now() + pauseMs;
    if (away) return;
    away = true;
    logger.error(`The shared ${name} (Redis) is unreachable: ${whileAway}.`, error);
  };
  // a reconnection is as good as a successful try
  redis?.on('ready', back);

  /** The replies of one transaction, or null when Redis is paused, being tried by another request, or failing. */
  async function inRedis(commands: (transaction: ChainableCommander) => ChainableCommander): Promise<unknown[] | null> {
    if (!redis) return null;
    const paused = Date.now() < pausedUntil;
    if (paused || (away && trying)) return null;
    trying = away;
    try {
      const replies = await run(commands(redis.multi()));
      back();
      return replies;
    } catch (error) {
      failed(error);
      return null;
    } finally {
      trying = false;
    }
  }

  /** A count in Redis from the reply of GET or INCR and that of PTTL. */
  const counted = (consumed: unknown, msLeft: unknown): KeptCount => ({
    consumed: Number(consumed ?? 0),
    msBeforeNext: Math.max(0, Number(msLeft)),
    shared: true,
  });

  return {
    async add(key, windowMs) {
      // rate-limiter-flexible counts whole seconds
      const [mine, theirs] = await Promise.all([
        memory.penalty(key, 1, { customDuration: Math.ceil(windowMs / 1000) }),
        // in one round trip: the window started if the key is new, the request counted, the time left
        inRedis((transaction) => transaction.set(redisKey(key), 0, 'PX', windowMs, 'NX').incr(redisKey(key)).pttl(redisKey(key))),
      ]);
      if (!theirs) return { consumed: mine.consumedPoints, msBeforeNext: mine.msBeforeNext, shared: false };
      const [, consumed, msLeft] = theirs;
      // a count that lost its window (a Redis before 7 let it expire mid-transaction) gets one again
      if (Number(msLeft) < 0) void redis?.pexpire(redisKey(key), windowMs).catch(() => undefined);
      return counted(consumed, msLeft);
    },
    async peek(key) {
      const [mine, theirs] = await Promise.all([
        memory.get(key),
        inRedis((transaction) => transaction.get(redisKey(key)).pttl(redisKey(key))),
      ]);
      if (theirs) return counted(theirs[0], theirs[1]);
      return { consumed: mine?.consumedPoints ?? 0, msBeforeNext: Math.max(0, mine?.msBeforeNext ?? 0), shared: false };
    },
    async clear(key) {
      await Promise.all([memory.delete(key), inRedis((transaction) => transaction.del(redisKey(key)))]);
    },
    counting: () => (!redis ? 'in memory' : away ? 'alone: Redis unreachable' : 'shared in Redis'),
    ready: redis ? new Promise((resolve) => redis.once('ready', () => resolve())) : Promise.resolve(),
    close: async () => {
      redis?.disconnect();
    },
  };
}
