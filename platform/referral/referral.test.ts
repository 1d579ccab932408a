import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { checkLedger } from '../wallet/ledger-check';
import { postEntry } from '../wallet/ledger';
import { newPlayer, type Player } from '../withdrawal/test-helpers';

interface Info {
  code: string;
  rule: { deposit: number; validBets: number; reward: number };
  friends: { account: string; state: string; reward: number }[];
}
interface Reward {
  id: number;
  kind: string;
  amount: number;
  needsContact: boolean;
}

let t: TestPlatform;
// A fresh platform migrates and seeds: slow on a busy machine.
beforeAll(async () => {
  t = await startTestPlatform();
}, 120_000);
afterAll(() => t.platform.close());

const info = async (player: Player) => (await t.call<Info>('GET', '/wps/referral/info', { token: player.token })).body.value!;
const rewards = async (player: Player) => (await t.call<{ waiting: Reward[] }>('GET', '/wps/reward/list', { token: player.token })).body.value!.waiting;
const balance = async (player: Player) =>
  (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token: player.token })).body.value!.sumBalance;
const claim = (player: Player, body: Record<string, unknown>) =>
  t.call<{ amount: number }>('POST', '/wps/reward/claim', { token: player.token, body: { idempotencyKey: randomUUID(), ...body } });

/** A member who registered with `code` (registration stores the site's ?referralCode= as given). */
async function friendWith(code: string, account: string): Promise<bigint> {
  const [row] = await t.platform.db.query<{ id: bigint }>(
    "INSERT INTO members (account, account_key, password_hash, referral_code) VALUES ($1, lower($1), 'x', $2) RETURNING id",
    [account, code],
  );
  return row!.id;
}

describe('invite friends', () => {
  it('keeps one code, lists friends by state from their ledger, and rewards a qualified friend once', async () => {
    const inviter = await newPlayer(t, { balance: 0n });
    const { code, rule, friends } = await info(inviter);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await info(inviter)).code).toBe(code);
    expect(rule).toEqual({ deposit: 500, validBets: 1000, reward: 100 });
    expect(friends).toEqual([]);

    const lazy = await friendWith(code.toLowerCase(), `lazyfriend${Date.now() % 1000}`);
    const keen = await friendWith(code, 'keenfriend01');
    await postEntry(t.platform.db, { memberId: lazy, amountMinor: 10_000n, kind: 'DEPOSIT', reference: 'dep:lazy' });
    await postEntry(t.platform.db, { memberId: keen, amountMinor: 150_000n, kind: 'DEPOSIT', reference: 'dep:keen' });
    const game = (await t.platform.db.query<{ game_code: string }>('SELECT game_code FROM games LIMIT 1'))[0]!.game_code;
    await playRound(t.platform.db, { memberId: keen, gameCode: game, stakeMinor: 60_000n, now: t.now() }, () => 0);
    expect((await info(inviter)).friends.map((friend) => friend.state).sort()).toEqual(['deposited', 'deposited']);
    expect((await rewards(inviter)).filter((reward) => reward.kind === 'referral')).toEqual([]);

    await playRound(t.platform.db, { memberId: keen, gameCode: game, stakeMinor: 40_000n, now: t.now() + 1 }, () => 0);
    // The qualifying round granted the inviter's reward itself: no page was read since.
    const sources = await t.platform.db.query<{ source: string }>("SELECT source FROM member_rewards WHERE member_id = $1 AND kind = 'referral'", [inviter.id]);
    expect(sources.map((row) => row.source)).toEqual([`referral:${keen}`]);
    const after = await info(inviter);
    expect(after.friends).toEqual([
      { account: 'ke***01', registeredAt: expect.any(String), state: 'qualified', reward: 100 },
      { account: expect.stringMatching(/^la\*\*\*/), registeredAt: expect.any(String), state: 'deposited', reward: 0 },
    ]);
    await info(inviter);
    const referral = (await rewards(inviter)).filter((reward) => reward.kind === 'referral');
    expect(referral).toMatchObject([{ amount: 100, needsContact: true }]);
  });

  it('claims a referral reward only with a well-formed Zalo or WhatsApp number id, naming the field, and moves nothing before', async () => {
    const inviter = await newPlayer(t, { balance: 0n });
    const friend = await friendWith((await info(inviter)).code, 'friendz01');
    await postEntry(t.platform.db, { memberId: friend, amountMinor: 100_000n, kind: 'DEPOSIT', reference: 'dep:z' });
    const game = (await t.platform.db.query<{ game_code: string }>('SELECT game_code FROM games LIMIT 1'))[0]!.game_code;
    await playRound(t.platform.db, { memberId: friend, gameCode: game, stakeMinor: 100_000n, now: t.now() }, (max) => max - 1);
    const reward = (await rewards(inviter)).find((item) => item.kind === 'referral')!;

    const missing = await claim(inviter, { id: reward.id });
    expect(missing.body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION',
      value: { field: 'contactId' },
      message: expect.stringContaining('Zalo or WhatsApp'),
    });
    const malformed = await claim(inviter, { id: reward.id, contactType: 'zalo', contactId: '12ab' });
    expect(malformed.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'contactId' } });
    expect(await balance(inviter)).toBe(0);

    const done = await claim(inviter, { id: reward.id, contactType: 'whatsapp', contactId: '+63 917-123-4567' });
    expect(done.body.value).toMatchObject({ amount: 100 });
    expect(await balance(inviter)).toBe(100);
    const [row] = await t.platform.db.query<{ contact_type: string; contact_id: string }>('SELECT contact_type, contact_id FROM member_rewards WHERE id = $1', [
      reward.id,
    ]);
    expect(row).toEqual({ contact_type: 'whatsapp', contact_id: '+639171234567' });
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('seeds demo_player with one mission done, one in progress and two friends, one qualified', async () => {
    const token = (await t.login('demo_player', 'Player2026')).body.value!.token;
    const demo = { id: 0n, account: 'demo_player', token };
    const { missions } = (await t.call<{ missions: { id: string; completed: boolean; progress: number }[] }>('GET', '/wps/mission/list', { token })).body
      .value!;
    // The test clock is a Saturday: logins today and the two days before are all in the week.
    expect(missions.find((mission) => mission.id === 'weekly-logins')).toMatchObject({ completed: true, progress: 3 });
    expect(missions.find((mission) => mission.id === 'daily-play')).toMatchObject({ completed: false, progress: 0 });
    const seeded = await info(demo);
    expect(seeded.code).toBe('LUCKYPAL');
    expect(seeded.friends.map(({ account, state }) => ({ account, state }))).toEqual([
      { account: 'fr***en', state: 'registered' },
      { account: 'fr***na', state: 'qualified' },
    ]);
    expect((await rewards(demo)).map((reward) => reward.kind)).toEqual(expect.arrayContaining(['mission', 'referral']));
    // The seed moved none of demo_player's money (the README's balance).
    expect((await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance).toBe(1234.56);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });
});
