import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { createReferencePlatform } from '../index';
import { TEST_SCRYPT_COST } from '../security/password';
import { balanceMinor } from '../wallet/ledger';
import { placeBet } from './bets';
import { findLotteryGame } from './games';

/** `npm run platform -- lottery cancel-draw <draw>` (docs/operations.md "Lottery"), as platform/cli.test.ts tests the other commands. */
describe('lottery cancel-draw', () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-cli-lottery-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('cancels a draw through a running platform once (stakes returned), refuses it a second time, then works on the folder directly', async () => {
    const platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {}, lotteryScheduler: false });
    const [member] = await platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    const memberId = BigInt(member!.id);
    const game = (await findLotteryGame(platform.db, 'TCG_FAST3_FAST_3_ONE_MINUTE'))!;
    const openDraw = async () =>
      (
        await platform.db.query<{ id: bigint; closes_at: Date }>("SELECT id, closes_at FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN'", [
          game.game_code,
        ])
      )[0]!;
    const before = await balanceMinor(platform.db, memberId);
    const draw = await openDraw();
    // The scheduler is off, so the open draw is the one seeding opened: bet inside its window,
    // however long this busy machine took to start the platform (one-minute draws).
    const placed = await placeBet(platform.db, game, { memberId, picks: [10], stakeMinor: 2_500n, now: new Date(draw.closes_at).getTime() - 1_000 });
    expect(placed.ok).toBe(true);

    // The platform holds the folder (platform.lock): the CLI hands its command to it.
    const printed: string[] = [];
    const env = { DATA_DIR: folder };
    expect(await runCli(['lottery', 'cancel-draw', String(draw.id)], env, (line) => printed.push(line))).toBe(0);
    expect(printed.at(-1)).toMatch(/cancelled: 1 bet\(s\) void, ₱25\.00 returned\.$/);
    expect(await balanceMinor(platform.db, memberId)).toBe(before);
    expect(await runCli(['lottery', 'cancel-draw', String(draw.id)], env, (line) => printed.push(line))).toBe(1);
    expect(printed.at(-1)).toBe(`Draw ${draw.id} is cancelled already; nothing was changed.`);
    expect(await balanceMinor(platform.db, memberId)).toBe(before);
    const next = await openDraw();
    await platform.close();

    const output: string[] = [];
    expect(await runCli(['lottery', 'cancel-draw', String(next.id)], env, (line) => output.push(line))).toBe(0);
    expect(output.at(-1)).toMatch(/cancelled: 0 bet\(s\) void, ₱0\.00 returned\.$/);
    expect(await runCli(['lottery', 'sideways'], env, (line) => output.push(line))).toBe(1);
    expect(output.at(-1)).toMatch(/^Usage/);
  }, 120_000);
});
