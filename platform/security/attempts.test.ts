import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MEMORY, migrate, openDatabase } from '../db/index';
import { type Claim, type Limit, releaseAttempt, reserveAttempt } from './attempts';
import { countHits } from './rate-limit';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: MEMORY });
  await migrate(db);
});
afterAll(() => db.close());

const NOW = Date.parse('2026-11-21T10:00:00Z');
const limit = (scope: string, max: number): Limit => ({ scope, windowMs: 15 * 60_000, max });

describe('reserveAttempt', () => {
  it('lets exactly `max` of a burst through, however many are sent at once', async () => {
    const claims = [{ limit: limit('test-burst', 5), subject: 'player-1' }];
    const answers = await Promise.all(Array.from({ length: 50 }, () => reserveAttempt(db, claims, NOW)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    // The counts handed out are 1 to 5, each once: no two attempts shared a count.
    expect(answers.flatMap((answer) => (answer.ok ? answer.counts : [])).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await countHits(db, claims[0]!.limit, 'player-1', NOW)).toBe(5);
  });

  it('counts nothing when any claim is full, and names the first full one', async () => {
    const account: Claim = { limit: limit('test-account', 2), subject: 'ana' };
    const ip: Claim = { limit: limit('test-ip', 1), subject: '203.0.113.1' };
    expect(await reserveAttempt(db, [account, ip], NOW)).toEqual({ ok: true, counts: [1, 1] });
    const refused = await reserveAttempt(db, [account, ip], NOW);
    expect(refused).toEqual({ ok: false, broken: ip });
    expect(await countHits(db, account.limit, 'ana', NOW)).toBe(1);
  });

  it('counts one hit per scope and subject, checking each of its limits', async () => {
    const lock: Claim = { limit: limit('test-tiers', 10), subject: 'ben' };
    const captcha: Claim = { limit: limit('test-tiers', 3), subject: 'ben' };
    for (let attempt = 1; attempt <= 3; attempt++) expect(await reserveAttempt(db, [lock, captcha], NOW)).toEqual({ ok: true, counts: [attempt, attempt] });
    expect(await reserveAttempt(db, [lock, captcha], NOW)).toEqual({ ok: false, broken: captcha });
    expect(await reserveAttempt(db, [lock], NOW)).toEqual({ ok: true, counts: [4] });
  });

  it('gives an attempt back on release, and forgets attempts outside the window', async () => {
    const claims = [{ limit: limit('test-release', 1), subject: 'cy' }];
    expect((await reserveAttempt(db, claims, NOW)).ok).toBe(true);
    expect((await reserveAttempt(db, claims, NOW)).ok).toBe(false);
    await releaseAttempt(db, claims, NOW);
    expect((await reserveAttempt(db, claims, NOW)).ok).toBe(true);
    expect((await reserveAttempt(db, claims, NOW + 16 * 60_000)).ok).toBe(true);
  });
});
