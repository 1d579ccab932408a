import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { checkLedger } from '../../wallet/ledger-check';
import { turnoverStanding } from '../../wallet/turnover';
import { rewardsPass } from '../../rewards/events';
import { weekStart } from '../../rewards/rewards';
import { newPlayer, type Player } from '../../withdrawal/test-helpers';

interface Reward {
  id: number;
  kind: string;
  amount: number;
  turnover: number;
  expiresAt: string;
  claimedAt: string | null;
}

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
}, 120_000);
afterAll(() => t.platform.close());

const list = async (player: Player) => (await t.call<{ waiting: Reward[]; claimed: Reward[] }>('GET', '/wps/reward/list', { token: player.token })).body.value!;
const claim = (player: Player, id: number, key: string = randomUUID()) =>
  t.call<{ amount: number; balance: number; turnover: number }>('POST', '/wps/reward/claim', { token: player.token, body: { id, idempotencyKey: key } });
const balance = async (player: Player) =>
  (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token: player.token })).body.value!.sumBalance;
/** What the platform granted, read from its table (not through the list, which must grant nothing). */
const granted = async (player: Player) =>
  (await t.platform.db.query<{ kind: string }>('SELECT kind FROM member_rewards WHERE member_id = $1 ORDER BY kind', [player.id])).map((row) => row.kind);
const messages = async (player: Player) =>
  (await t.call<{ messages: { title: string; content: string }[] }>('GET', '/wps/relay/CSP_messageList', { token: player.token })).body.value!.messages;

describe('the reward centre', () => {
  it('grants the upgrade bonus at login and the birthday bonus by the periodic pass, never by a read, once each with a message; credits a claim once with its turnover', async () => {
    const player = await newPlayer(t, { rank: 3, balance: 10_000n });
    // The login (newPlayer logs in) granted the level's upgrade bonus.
    expect(await granted(player)).toEqual(['upgrade']);
    const month = new Date(t.now() + 8 * 3_600_000).getUTCMonth() + 1;
    await t.platform.db.query('UPDATE members SET birth_date = $2 WHERE id = $1', [player.id, `1990-${String(month).padStart(2, '0')}-15`]);
    // Reading the list (every centre page does, for the badge) grants nothing.
    expect((await list(player)).waiting.map((reward) => reward.kind)).toEqual(['upgrade']);
    expect(await granted(player)).toEqual(['upgrade']);
    expect(await rewardsPass(t.platform.db, t.now())).toBeGreaterThanOrEqual(1);
    await rewardsPass(t.platform.db, t.now());
    expect(await granted(player)).toEqual(['birthday', 'upgrade']);
    const first = await list(player);
    // Gold (rank 3): upgrade ₱288 at 5×, birthday ₱188 at 3× (platform/seed/vip.ts).
    expect(first.waiting.map(({ kind, amount, turnover }) => ({ kind, amount, turnover })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'birthday', amount: 188, turnover: 564 },
      { kind: 'upgrade', amount: 288, turnover: 1440 },
    ]);
    expect((await list(player)).waiting).toHaveLength(2);
    const sent = await messages(player);
    expect(sent.map((message) => message.title)).toEqual(['A reward is waiting', 'A reward is waiting']);
    expect(sent.map((message) => message.content).join(' ')).toContain('Your VIP upgrade bonus of <strong>₱288.00</strong>');

    const upgrade = first.waiting.find((reward) => reward.kind === 'upgrade')!;
    const key = randomUUID();
    const [a, b] = await Promise.all([claim(player, upgrade.id, key), claim(player, upgrade.id, key)]);
    expect(a.body.value).toMatchObject({ amount: 288, balance: 388, turnover: 1440 });
    expect(b.body).toEqual(a.body);
    const again = await claim(player, upgrade.id);
    expect(again.body).toMatchObject({ success: false, errorCode: 'ALREADY_CLAIMED' });
    expect(await balance(player)).toBe(388);
    expect(await turnoverStanding(t.platform.db, player.id)).toMatchObject({ required: 144_000n, locked: 28_800n });
    const after = await list(player);
    expect(after.waiting.map((reward) => reward.kind)).toEqual(['birthday']);
    expect(after.claimed).toMatchObject([{ id: upgrade.id, kind: 'upgrade', claimedAt: expect.any(String) }]);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it("the periodic pass pays last week's rebate from valid bets at the level's rate; refuses another member's or an expired reward", async () => {
    const player = await newPlayer(t, { rank: 2 });
    const lastWeek = new Date(weekStart(t.now()) - 3 * 86_400_000);
    await t.platform.db.query(
      `INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at) SELECT $3, $1, game_code, 1000000, 0, '{}', $2 FROM games LIMIT 1`,
      [player.id, lastWeek, randomUUID()],
    );
    expect(await granted(player)).not.toContain('rebate');
    await rewardsPass(t.platform.db, t.now());
    expect(await granted(player)).toContain('rebate');
    const { waiting } = await list(player);
    // Silver rebate 0.40 % of ₱10,000.00.
    const rebate = waiting.find((reward) => reward.kind === 'rebate')!;
    expect(rebate).toMatchObject({ amount: 40, turnover: 40 });
    const other = await newPlayer(t, { rank: 2 });
    expect((await claim(other, rebate.id)).body.errorCode).toBe('NOT_FOUND');
    await t.platform.db.query('UPDATE member_rewards SET expires_at = $2 WHERE id = $1', [rebate.id, new Date(t.now() - 1)]);
    expect((await claim(player, rebate.id)).body.errorCode).toBe('PROMOTION_ENDED');
  });
});
