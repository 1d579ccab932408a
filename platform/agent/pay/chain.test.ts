import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../../demo-game/round';
import { insertMember } from '../../members/registration';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { checkLedger } from '../../wallet/ledger-check';
import { MAX_TEAM_DEPTH } from '../team';
import { contractOf, periodCommission } from './commission';
import { lastClosed } from './periods';
import { settleDue } from './settle';

/**
 * Commission down a chain of sub-agents (docs/decisions/0043-agent-pay.md, "Addendum: sub-agents'
 * teams"): a stake under the chain is paid at the top agent's rates once, split down the chain,
 * each agent keeping the difference between its rates and its sub-agent's.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const tokenOf = async (username: string, password: string) => (await t.login(username, password)).body.value!.token;

/** Registers an account in the agent's team (encrypted, as the agent centre's form sends it). */
async function register(token: string, body: Record<string, unknown>): Promise<bigint> {
  const reply = await t.call<{ id: number }>('POST', '/wps/agent/team/register', {
    token,
    encrypt: true,
    body: { password: 'Chain2026', confirmPassword: 'Chain2026', rebate: 0, ...body },
  });
  expect(reply.body.success, reply.body.message).toBe(true);
  return BigInt(reply.body.value!.id);
}

const idOf = async (account: string) => BigInt((await t.platform.db.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account]))[0]!.id);

/** A loss of 100.00 by `player` at `at` (the draw 9,999 shows three different symbols). */
async function lose(player: bigint, at: number): Promise<void> {
  await t.platform.db.query("INSERT INTO ledger_entries (member_id, amount_minor, kind, reference) VALUES ($1, 100000, 'DEPOSIT', $2)", [
    player,
    `chain:opening:${player}`,
  ]);
  const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
  const played = await playRound(t.platform.db, { memberId: player, gameCode: game!.game_code, stakeMinor: 100_00n, now: at }, () => 9_999);
  expect(played.ok && played.round.winMinor).toBe(0n);
}

/** demo_agent's commission of yesterday (Manila), as a settlement computes it. */
async function demoAgentYesterday() {
  const agent = await idOf('demo_agent');
  const { from, to } = lastClosed('commission', t.now());
  return periodCommission(t.platform.db, agent, await contractOf(t.platform.db, agent), from, to);
}

describe('commission down a chain of sub-agents', () => {
  it("pays a player's loss at demo_agent's rates once, split down the chain, not at each level in full", async () => {
    // demo_agent (30% / 0.5%) → chaina (30% / 0.5%, the same) → chainb (20% / 0.3%) → chainc (10% / 0.1%) → a player.
    const rates = { chaina: [3000, 50], chainb: [2000, 30], chainc: [1000, 10] } as const;
    let token = await tokenOf('demo_agent', 'Agent2026');
    for (const [username, [netCommission, turnoverCommission]] of Object.entries(rates)) {
      await register(token, { kind: 'agent', username, netCommission, turnoverCommission });
      token = await tokenOf(username, 'Chain2026');
    }
    const player = await register(token, { kind: 'player', username: 'chainplayer' });
    // The contracts start when registered, on the database's clock; the test's clock is days behind it.
    await t.platform.db.query("UPDATE agent_contracts SET starts_at = $1 WHERE agent_id IN (SELECT id FROM members WHERE account_key LIKE 'chain_')", [
      new Date(t.now() - 3 * 86_400_000),
    ]);
    await t.platform.db.query("INSERT INTO ledger_entries (member_id, amount_minor, kind, reference) VALUES ($1, 100000, 'DEPOSIT', 'chain:opening')", [
      player,
    ]);
    const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
    // Yesterday (Manila): one round of 100.00 lost (the draw 9,999 shows three different symbols).
    const played = await playRound(t.platform.db, { memberId: player, gameCode: game!.game_code, stakeMinor: 100_00n, now: t.now() - 86_400_000 }, () => 9_999);
    expect(played.ok && played.round.winMinor).toBe(0n);

    await settleDue(t.platform.db, t.now(), ['commission']);
    const paid = Object.fromEntries(
      (
        await t.platform.db.query<{ account: string; amount: bigint }>(
          `SELECT m.account, l.amount_minor AS amount FROM ledger_entries l JOIN members m ON m.id = l.member_id
            WHERE l.kind = 'AGENT_COMMISSION' AND l.reference = 'agentpay:commission:2026-11-20' AND m.account_key LIKE 'chain_'`,
        )
      ).map((row) => [row.account, BigInt(row.amount)]),
    );
    // chainc: 10% + 0.1% of 100.00; chainb: (20 − 10)% + (0.3 − 0.1)%; chaina: (30 − 20)% + (0.5 − 0.3)%.
    expect(paid).toEqual({ chainc: 10_10n, chainb: 10_20n, chaina: 10_20n });
    // 30.50 in all: demo_agent's rates, once. demo_agent's own rates equal chaina's, so it keeps nothing of this loss.
    expect(Object.values(paid).reduce((sum, amount) => sum + amount, 0n)).toBe(30_50n);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it("leaves a sub-agent's team with its upline for a period before the sub-agent's contract starts (nobody else is paid for it)", async () => {
    const sub = await register(await tokenOf('demo_agent', 'Agent2026'), { kind: 'agent', username: 'latesub', netCommission: 2000, turnoverCommission: 30 });
    const player = await register(await tokenOf('latesub', 'Chain2026'), { kind: 'player', username: 'lateplayer' });
    // The contract starts on the database's clock, days after the test's yesterday.
    const [contract] = await t.platform.db.query<{ starts_at: Date }>('SELECT starts_at FROM agent_contracts WHERE agent_id = $1', [sub]);
    expect(new Date(contract!.starts_at).getTime()).toBeGreaterThan(lastClosed('commission', t.now()).to);
    const before = await demoAgentYesterday();
    await lose(player, t.now() - 86_400_000);
    // demo_agent's whole 30% + 0.5% of the 100.00: latesub earns nothing for yesterday.
    expect((await demoAgentYesterday()).totalMinor - before.totalMinor).toBe(30_50n);
  });

  it("takes off a sub-agent's team only as deep as the agent's own team goes", async () => {
    const sub = await register(await tokenOf('demo_agent', 'Agent2026'), { kind: 'agent', username: 'deepsub', netCommission: 2000, turnoverCommission: 30 });
    await t.platform.db.query('UPDATE agent_contracts SET starts_at = $1 WHERE agent_id = $2', [new Date(t.now() - 3 * 86_400_000), sub]);
    // deepsub is demo_agent's level 1; below it, players down to demo_agent's level MAX_TEAM_DEPTH + 1.
    let upline = sub;
    for (let level = 2; level <= MAX_TEAM_DEPTH + 1; level++) {
      const row = await insertMember(t.platform.db, `deep${level}`, {
        passwordHash: 'not-a-login',
        paymentPasswordHash: null,
        uplineId: upline,
        type: 0,
        rebateBp: 0,
        linkId: null,
        phone: null,
        email: null,
        payeeName: null,
        referralCode: null,
        profile: {},
        now: t.now() - 3 * 86_400_000,
      });
      upline = BigInt(row!.id);
    }
    const before = await demoAgentYesterday();
    await lose(upline, t.now() - 86_400_000);
    // Outside demo_agent's team (level 21), so neither in its figures nor taken off them.
    expect(await demoAgentYesterday()).toEqual(before);
  });
});
