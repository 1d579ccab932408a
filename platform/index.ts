/**
 * The reference platform: a real implementation of the platform API contract
 * (src/contract/calls) over PostgreSQL, embedded (PGlite) or a server (DATABASE_URL).
 * The Astro server loads it only when PLATFORM_URL is unset (src/lib/platform/upstream.server.ts)
 * and forwards `/wps/*` and `/lgw/*` to {@link ReferencePlatform.handle}.
 */
import { queryOutbox, type OutboxMessage, type OutboxQuery } from './outbox/outbox';
import { startHousekeeping } from './housekeeping';
import { platformTasks } from './housekeeping-tasks';
import { rewardsPass } from './rewards/events';
import { migrate, openDatabase, MEMORY, type Database } from './db/index';
import { HANDLERS } from './handlers/index';
import { createRouter } from './http/router';
import { resolveOptions, type PlatformOptions } from './options';
import { loadOrCreateRsaKey } from './security/rsa';
import { startLotteryScheduler, type LotteryScheduler } from './lottery/scheduler';
import { seed } from './seed/index';
import { claimFolder, pollQueued } from './settings/control';
import { depositCommand } from './deposits/operator';
import { limitsCommand } from './safety/operator';
import { lotteryCommand } from './lottery/operator';
import { mallCommand } from './points/operator';
import { mallListCommand } from './points/operator-list';
import { SettingsCache } from './settings/store';
import { agentSettleCommand } from './agent/pay/operator';
import { cliCommand } from './operator-commands';

export { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE, type DemoAccount } from './seed/accounts';
export type { PlatformOptions } from './options';
export type { OutboxMessage, OutboxQuery } from './outbox/outbox';

export interface ReferencePlatform {
  /** Answers one `/wps/*`, `/lgw/*` (or, with PLATFORM_DEV_TOOLS=1, `/platform-dev/*`) request. */
  handle(request: Request): Promise<Response>;
  /** Messages the platform has "sent" in the last day, newest first: SMS codes, e-mails, captcha answers (PLATFORM_DEV_TOOLS=1 only). */
  readOutbox(query: OutboxQuery): Promise<OutboxMessage[]>;
  /** The database, for tests and tools. */
  readonly db: Database;
  /** The lottery draw scheduler (runs by itself; tests may run a pass with `tick()`). */
  readonly lottery: Pick<LotteryScheduler, 'tick'>;
  /** Stops timers, closes the database and releases the data folder. */
  close(): Promise<void>;
}

/**
 * Opens (and on first use creates, migrates and seeds) a platform. Tests call this with
 * `dataDir: 'memory://'`; the site calls {@link getReferencePlatform}, which memoises it.
 */
export async function createReferencePlatform(options: PlatformOptions = {}): Promise<ReferencePlatform> {
  const resolved = resolveOptions(options);
  const folder = !resolved.databaseUrl && resolved.dataDir !== MEMORY ? resolved.dataDir : null;
  const release = folder ? claimFolder(folder) : () => undefined;
  process.once('exit', release);
  let db: Database | undefined;
  let stopLottery: LotteryScheduler['stop'] = async () => undefined;
  try {
    db = await openDatabase(resolved);
    await migrate(db);
    await seed(db, { merchant: resolved.merchant, scryptCost: resolved.scryptCost, now: resolved.now() });
    const rsaKey = await loadOrCreateRsaKey(db);
    // Draws that fell due while the platform was down are drawn before it answers anything.
    const lottery = startLotteryScheduler({ db, now: resolved.now, override: resolved.lotteryDrawIntervalSeconds, timer: resolved.lotteryScheduler });
    stopLottery = lottery.stop;
    await lottery.tick();
    const settings = new SettingsCache(db, resolved.now);
    const openDb = db;
    const stopPolling = folder
      ? pollQueued(
          folder,
          db,
          () => settings.invalidate(),
          async (key, value) =>
            (await depositCommand(openDb, resolved.now)(key, value)) ??
            (await lotteryCommand(openDb, resolved.now, resolved.lotteryDrawIntervalSeconds)(key, value)) ??
            (await mallCommand(openDb, resolved.now)(key, value)) ??
            (await mallListCommand(openDb)(key, value)) ??
            (await limitsCommand(openDb, resolved.now)(key, value)) ??
            (await cliCommand(openDb, resolved.now, resolved.env)(key, value)) ??
            agentSettleCommand(openDb, resolved.now)(key, value),
        )
      : () => undefined;
    // Time-driven rewards are granted before the platform answers anything (platform/rewards/events.ts);
    // then every periodic task runs in one housekeeping loop (platform/housekeeping-tasks.ts).
    await rewardsPass(openDb, resolved.now());
    const housekeeping = startHousekeeping(platformTasks(openDb, resolved.now));

    return {
      handle: createRouter({ db, options: resolved, settings, rsaKey }, HANDLERS),
      readOutbox: (query) => queryOutbox(openDb, query),
      db,
      lottery,
      async close() {
        await housekeeping.stop();
        await lottery.stop();
        stopPolling();
        await openDb.close();
        release();
        process.removeListener('exit', release);
      },
    };
  } catch (error) {
    await stopLottery();
    await db?.close().catch(() => undefined);
    release();
    process.removeListener('exit', release);
    throw error;
  }
}

// On globalThis, not in module scope: Vite's dev server may evaluate this module again, and a
// second PGlite on the same folder in one process would corrupt it.
const MEMO = Symbol.for('lucky.referencePlatform');
type MemoHolder = { [MEMO]?: Promise<ReferencePlatform> };

/**
 * The process's one platform, created on first call (cold start of PGlite takes 2–3 s). Later
 * calls return the same instance whatever their options.
 */
export function getReferencePlatform(options: PlatformOptions = {}): Promise<ReferencePlatform> {
  const holder = globalThis as MemoHolder;
  holder[MEMO] ??= createReferencePlatform(options).catch((error: unknown) => {
    delete holder[MEMO];
    throw error;
  });
  return holder[MEMO];
}

/** Reads the outbox of the process's platform (see {@link getReferencePlatform}). */
export async function readOutbox(query: OutboxQuery): Promise<OutboxMessage[]> {
  const platform = (globalThis as MemoHolder)[MEMO];
  if (!platform) throw new Error('The reference platform has not been started in this process.');
  return (await platform).readOutbox(query);
}
