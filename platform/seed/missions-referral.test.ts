import { describe, expect, it } from 'vitest';
import { dayStart, periodOf } from '../missions/missions';
import { startTestPlatform } from '../test-support';
import { checkLedger } from '../wallet/ledger-check';
import { loginMoments } from './missions-referral';

/**
 * demo_player's seeded "mission done, prize waiting" holds whatever weekday the database is made
 * (issue 15; docs/decisions/0039-missions-and-referral.md, addendum): three login days in one
 * Manila week, the prize granted by the third login and still waiting.
 */
const DAY = 86_400_000;
// Manila noon of Monday 23 November 2026, and the six days after.
const MONDAY_NOON = Date.parse('2026-11-23T04:00:00Z');

describe('the seeded missions of demo_player', () => {
  it('three login days in one week, the last at most two days ago and none in the future, on every weekday and at any hour', () => {
    for (let day = 0; day < 7; day++) {
      for (const hour of [-12, 0, 11.99]) {
        const now = MONDAY_NOON + day * DAY + hour * 3_600_000;
        const moments = loginMoments(now);
        expect(moments).toHaveLength(3);
        expect(new Set(moments.map(dayStart)).size).toBe(3);
        expect(new Set(moments.map((at) => periodOf('weekly', at).start)).size).toBe(1);
        expect(Math.max(...moments)).toBeLessThanOrEqual(now);
        // The prize of the third login waits 7 days from it.
        expect(Math.max(...moments) + 7 * DAY).toBeGreaterThan(now + 4 * DAY);
      }
    }
  });

  for (const [weekday, now] of [
    ['Monday', MONDAY_NOON],
    ['Thursday', MONDAY_NOON + 3 * DAY],
  ] as const) {
    it(`on a ${weekday}: a mission prize waits in the reward centre with its message, without a page read before, and no money moved`, async () => {
      const t = await startTestPlatform({ now: () => now });
      try {
        const [row] = await t.platform.db.query<{ sources: string[] }>(
          "SELECT array_agg(r.source ORDER BY r.source) AS sources FROM member_rewards r JOIN members m ON m.id = r.member_id WHERE m.account_key = 'demo_player' AND r.kind = 'mission' AND r.claimed_at IS NULL AND r.expires_at > $1",
          [new Date(now)],
        );
        // Monday: last week's "log in on 3 days"; Thursday: this week's.
        const week = weekday === 'Monday' ? '2026-11-16' : '2026-11-23';
        expect(row!.sources).toEqual([`mission:weekly-logins:${week}`]);
        const token = (await t.login('demo_player', 'Player2026')).body.value!.token;
        const waiting = (await t.call<{ waiting: { kind: string }[] }>('GET', '/wps/reward/list', { token })).body.value!.waiting;
        expect(waiting.map((reward) => reward.kind)).toEqual(expect.arrayContaining(['mission', 'referral', 'upgrade']));
        const messages = (await t.call<{ messages: { title: string; read: boolean }[] }>('GET', '/wps/relay/CSP_messageList', { token })).body.value!.messages;
        expect(messages.filter((message) => !message.read).map((message) => message.title)).toEqual(expect.arrayContaining(['Mission completed']));
        expect((await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance).toBe(1234.56);
        expect((await checkLedger(t.platform.db)).problems).toEqual([]);
      } finally {
        await t.platform.close();
      }
    }, 120_000);
  }
});
