import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/index';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { joinOffer, offersFor } from './bonus';

/** The deposit offers are read in one query, not one per promotion (decision 0048; platform/deposits/bonus.ts). */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
}, 120_000); // a cold platform start on the shared, loaded machine
afterAll(() => t.platform.close());

/** The database, counting the statements sent through it. */
function counting(db: Queryable) {
  const counted = { statements: 0, db: db };
  counted.db = {
    query: <T>(sql: string, params?: readonly unknown[]) => {
      counted.statements++;
      return db.query<T>(sql, params);
    },
    exec: (sql: string) => db.exec(sql),
  };
  return counted;
}

describe('deposit offers', () => {
  it('asks the database once however many promotions offer a bonus', async () => {
    const [{ rules }] = (await t.platform.db.query<{ rules: number }>('SELECT count(*)::int AS rules FROM deposit_bonus_rules')) as [{ rules: number }];
    expect(rules).toBeGreaterThan(1);
    const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'demo_player'");
    const probe = counting(t.platform.db);
    const offers = await offersFor(probe.db, BigInt(member!.id), t.now(), 'EN');
    expect(probe.statements).toBe(1);
    expect(offers.length).toBeGreaterThan(0);
    // The eligibility facts stay inside: an offer is what the channels call sends.
    expect(Object.keys(offers[0]!)).not.toContain('granted_periods');

    const joined = counting(t.platform.db);
    const outcome = await joinOffer(joined.db, BigInt(member!.id), offers[0]!.promotion_id, 1_000_000n, t.now());
    expect(outcome.ok).toBe(true);
    expect(joined.statements).toBe(1);
  });
});
