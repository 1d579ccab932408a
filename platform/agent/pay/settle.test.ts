import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { balanceMinor } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { agentFeatureKey } from '../features';
import { writeSetting } from '../../settings/store';
import { periodAt } from './periods';
import { PAY_KINDS } from './rules';
import { payReference, SETTLE_GRACE_MS, settleDue, settlePeriod } from './settle';

let t: TestPlatform;
let agentId = 0n;
let eliId = 0n;
beforeAll(async () => {
  t = await startTestPlatform();
  const rows = await t.platform.db.query<{ id: bigint; account_key: string }>(
    "SELECT id, account_key FROM members WHERE account_key IN ('demo_agent', 'team_eli')",
  );
  agentId = BigInt(rows.find((row) => row.account_key === 'demo_agent')!.id);
  eliId = BigInt(rows.find((row) => row.account_key === 'team_eli')!.id);
}, 120_000);
afterAll(() => t.platform.close());

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;
const settlements = async (kind: string) =>
  t.platform.db.query<{ period: string; amount_minor: bigint; base_minor: bigint; rate_bp: number }>(
    'SELECT period, amount_minor, base_minor, rate_bp FROM agent_settlements WHERE agent_id = $1 AND kind = $2 ORDER BY period',
    [agentId, kind],
  );
const payEntries = async () =>
  t.platform.db.query<{ reference: string; amount_minor: bigint }>(
    "SELECT reference, amount_minor FROM ledger_entries WHERE member_id = $1 AND kind IN ('AGENT_SALARY', 'AGENT_DIVIDEND', 'AGENT_COMMISSION') ORDER BY id",
    [agentId],
  );

describe('agent pay settlement (issue 17; docs/decisions/0043-agent-pay.md)', () => {
  it('settles nothing for an agent whose feature is off', async () => {
    expect(await settleDue(t.platform.db, t.now() + FIVE_MINUTES, PAY_KINDS)).toEqual([]);
    expect(await settlements('realtime')).toEqual([]);
  });

  it("pays a closed 5-minute period of real-time salary once, on the team's sales, whatever runs it again or at the same time", async () => {
    await t.setSetting(agentFeatureKey('demo_agent', 'realtimesalreqtype'), true);
    const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
    const at = t.now();
    // team_eli is demo_agent's second level: the whole team counts.
    expect((await playRound(t.platform.db, { memberId: eliId, gameCode: game!.game_code, stakeMinor: 5_00n, now: at }, () => 0)).ok).toBe(true);
    const before = await balanceMinor(t.platform.db, agentId);
    const later = periodAt('realtime', at).to + SETTLE_GRACE_MS;

    const runs = await Promise.all([settleDue(t.platform.db, later, ['realtime']), settleDue(t.platform.db, later, ['realtime'])]);
    await settleDue(t.platform.db, later, ['realtime']);
    const key = periodAt('realtime', at).key;
    // 5.00 of sales reaches the house table's first tier (1.00, one active member, 1%): 0.05.
    expect(await settlements('realtime')).toEqual([{ period: key, amount_minor: 5n, base_minor: 500n, rate_bp: 100 }]);
    expect(runs.flat().filter((run) => run.settled)).toHaveLength(1);
    expect(await payEntries()).toEqual([{ reference: payReference('realtime', key), amount_minor: 5n }]);
    expect(await balanceMinor(t.platform.db, agentId)).toBe(before + 5n);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('rolls the settlement back with its payment when the transaction fails, so a rerun pays it once', async () => {
    const period = { key: 'crash-test', from: t.now() - FIVE_MINUTES, to: t.now() + 1 };
    // Break the ledger write for this transaction only: the settlement row must not survive.
    await t.platform.db.exec("ALTER TABLE ledger_entries ADD CONSTRAINT no_pay_now CHECK (kind <> 'AGENT_SALARY') NOT VALID");
    await expect(settlePeriod(t.platform.db, agentId, 'realtime', period, t.now())).rejects.toThrow();
    await t.platform.db.exec('ALTER TABLE ledger_entries DROP CONSTRAINT no_pay_now');
    expect((await settlements('realtime')).map((row) => row.period)).not.toContain('crash-test');
    expect(await settlePeriod(t.platform.db, agentId, 'realtime', period, t.now())).toMatchObject({ settled: true, amountMinor: 5n });
    expect(await settlePeriod(t.platform.db, agentId, 'realtime', period, t.now())).toMatchObject({ settled: false });
    expect((await payEntries()).filter((entry) => entry.reference === payReference('realtime', 'crash-test'))).toHaveLength(1);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('records a period below every tier as settled with nothing paid', async () => {
    await t.setSetting(agentFeatureKey('demo_agent', 'contracthoursalreq'), true);
    const [settled] = await settleDue(t.platform.db, t.now() + 60 * 60_000 + SETTLE_GRACE_MS, ['hourly']);
    expect(settled).toMatchObject({ settled: true, amountMinor: 0n });
    expect(await settlements('hourly')).toEqual([{ period: periodAt('hourly', t.now()).key, amount_minor: 0n, base_minor: 500n, rate_bp: 0 }]);
    expect((await payEntries()).some((entry) => entry.reference.startsWith('agentpay:hourly'))).toBe(false);
  });

  it("pays each day's commission once (net revenue and turnover at the contract's rates) for two passes at the same time, without a feature", async () => {
    const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
    // A losing stake yesterday (Manila): demo_agent's contract (seeded two days back) pays on it.
    const yesterday = periodAt('commission', t.now() - 24 * HOUR);
    expect(
      (await playRound(t.platform.db, { memberId: eliId, gameCode: game!.game_code, stakeMinor: 100_00n, now: yesterday.from + HOUR }, () => 0.99)).ok,
    ).toBe(true);
    const before = await balanceMinor(t.platform.db, agentId);

    const runs = await Promise.all([
      settleDue(t.platform.db, t.now() + SETTLE_GRACE_MS, ['commission']),
      settleDue(t.platform.db, t.now() + SETTLE_GRACE_MS, ['commission']),
    ]);
    const paid = runs.flat().filter((run) => run.settled && run.agentId === agentId);
    const rows = await settlements('commission');
    expect(rows.map((row) => row.period)).toContain(yesterday.key);
    expect(paid.map((run) => run.period).sort()).toEqual(rows.map((row) => row.period));
    const entries = (await payEntries()).filter((entry) => entry.reference.startsWith('agentpay:commission:'));
    expect(entries).toEqual(
      rows.filter((row) => BigInt(row.amount_minor) > 0n).map((row) => ({ reference: payReference('commission', row.period), amount_minor: row.amount_minor })),
    );
    // Yesterday's stake of 100.00 alone earns at least the turnover share: team_eli is in
    // team_dina's team (0.3%), so demo_agent (0.5%) keeps the difference, 0.2%: 0.20.
    expect(BigInt(rows.find((row) => row.period === yesterday.key)!.amount_minor)).toBeGreaterThanOrEqual(20n);
    expect(await balanceMinor(t.platform.db, agentId)).toBe(before + entries.reduce((sum, entry) => sum + BigInt(entry.amount_minor), 0n));
    expect(await settleDue(t.platform.db, t.now() + SETTLE_GRACE_MS, ['commission'])).toEqual([]);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('pays each period missed while the platform was down exactly once, even when the pass is killed between periods', async () => {
    const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
    await settleDue(t.platform.db, t.now() + SETTLE_GRACE_MS, ['realtime']);
    const start = periodAt('realtime', t.now()).to;
    // The platform is down for 30 minutes; a sale lands in each of its first three 5-minute periods.
    for (let i = 0; i < 3; i++) {
      expect(
        (await playRound(t.platform.db, { memberId: eliId, gameCode: game!.game_code, stakeMinor: 5_00n, now: start + i * FIVE_MINUTES + 1_000 }, () => 0)).ok,
      ).toBe(true);
    }
    t.advance(start + 30 * 60_000 - t.now() + SETTLE_GRACE_MS);
    const missed = Array.from({ length: 6 }, (_, i) => periodAt('realtime', start + i * FIVE_MINUTES).key);
    // The first pass back is killed while it pays the third period: the first two are committed.
    await t.platform.db.exec(`ALTER TABLE ledger_entries ADD CONSTRAINT killed_pass CHECK (reference <> '${payReference('realtime', missed[2]!)}') NOT VALID`);
    await expect(settleDue(t.platform.db, t.now(), ['realtime'])).rejects.toThrow();
    await t.platform.db.exec('ALTER TABLE ledger_entries DROP CONSTRAINT killed_pass');
    expect((await settlements('realtime')).map((row) => row.period).filter((key) => missed.includes(key))).toEqual(missed.slice(0, 2));

    const next = await settleDue(t.platform.db, t.now(), ['realtime']);
    expect(next.map((run) => run.period)).toEqual(missed.slice(2));
    await settleDue(t.platform.db, t.now(), ['realtime']);
    const rows = (await settlements('realtime')).filter((row) => missed.includes(row.period));
    expect(rows.map((row) => [row.period, row.amount_minor])).toEqual(missed.map((key, i) => [key, i < 3 ? 5n : 0n]));
    const entries = (await payEntries()).filter((entry) => missed.some((key) => entry.reference === payReference('realtime', key)));
    expect(entries.map((entry) => entry.reference)).toEqual(missed.slice(0, 3).map((key) => payReference('realtime', key)));
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('pays nothing for the days before a feature was switched on, and rewriting the switch does not move that time', async () => {
    const key = agentFeatureKey('demo_agent', 'dailysalreqtype');
    await writeSetting(t.platform.db, key, true);
    const since = t.now() - 24 * HOUR;
    await t.platform.db.query('UPDATE settings SET updated_at = $2 WHERE key = $1', [key, new Date(since)]);
    await writeSetting(t.platform.db, key, true);
    const paid = await settleDue(t.platform.db, t.now() + SETTLE_GRACE_MS, ['daily']);
    // Yesterday (Manila), the day it was switched on in, is settled; none of the 34 days before it.
    expect(paid.map((run) => run.period)).toEqual([periodAt('daily', since).key]);
    expect((await settlements('daily')).map((row) => row.period)).toEqual([periodAt('daily', since).key]);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('settles a period SETTLE_GRACE_MS after its end, so a stake stamped just before the end and written just after it is paid there', async () => {
    const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
    await settleDue(t.platform.db, t.now() + SETTLE_GRACE_MS, ['realtime']);
    const period = periodAt('realtime', t.now());
    t.advance(period.to + 1_000 - t.now());
    // A pass a second after the boundary leaves the period alone: a transaction stamped inside it may not have committed yet.
    expect(await settleDue(t.platform.db, t.now(), ['realtime'])).toEqual([]);
    // Such a transaction: its stake is stamped a second before the end, and written now.
    expect((await playRound(t.platform.db, { memberId: eliId, gameCode: game!.game_code, stakeMinor: 5_00n, now: period.to - 1_000 }, () => 0)).ok).toBe(true);
    t.advance(SETTLE_GRACE_MS);
    expect(await settleDue(t.platform.db, t.now(), ['realtime'])).toEqual([{ agentId, kind: 'realtime', period: period.key, amountMinor: 5n, settled: true }]);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });
});
