import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { checkLedger } from '../../wallet/ledger-check';
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
});
