import type { Database, Queryable } from '../db/index';
import { postEntry } from '../wallet/ledger';
import { openNextDraws } from './draws';

/**
 * The operator cancels a draw (`npm run platform -- lottery cancel-draw <draw>`,
 * docs/operations.md "Lottery"; docs/decisions/0028-records.md, addendum "Void bets"). In ONE
 * transaction: the draw, still OPEN, becomes CANCELLED (a conditional UPDATE, so of two
 * cancellations, or a cancellation and the scheduler's draw, one wins); each of its open bets
 * becomes VOID and its stake goes back through the ledger under `lottery:<bet id>:void`
 * (`LOTTERY_REFUND`; posted twice, counted once). A draw already drawn or cancelled is refused
 * and nothing moves, so running the command twice refunds once. The game's next draw is then
 * opened, so it takes bets again at once.
 */
export type CancelOutcome =
  | { ok: true; drawId: bigint; gameCode: string; numero: string; voided: number; refundedMinor: bigint }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notOpen'; status: 'DRAWN' | 'CANCELLED' };

/** A draw named by its id (`1234`) or by game and issue number (`LOTTO642:20261121-042`). */
export async function findDrawId(db: Database, name: string): Promise<bigint | null> {
  const [game, numero] = name.includes(':') ? name.split(':', 2) : [null, null];
  const rows = /^\d{1,18}$/.test(name)
    ? await db.query<{ id: bigint }>('SELECT id FROM lottery_draws WHERE id = $1', [BigInt(name)])
    : await db.query<{ id: bigint }>('SELECT id FROM lottery_draws WHERE game_code = $1 AND numero = $2', [game, numero]);
  return rows[0] ? BigInt(rows[0].id) : null;
}

/**
 * The cancellation itself, inside the caller's transaction (the seed's history cancels a draw of
 * the past through it, platform/seed/records-history.ts): the draw and its bets, no next draw.
 */
export async function voidDraw(tx: Queryable, drawId: bigint, now: number): Promise<CancelOutcome> {
  const [draw] = await tx.query<{ game_code: string; numero: string }>(
    "UPDATE lottery_draws SET status = 'CANCELLED', cancelled_at = $2 WHERE id = $1 AND status = 'OPEN' RETURNING game_code, numero",
    [drawId, new Date(now)],
  );
  if (!draw) {
    const [found] = await tx.query<{ status: 'DRAWN' | 'CANCELLED' }>('SELECT status FROM lottery_draws WHERE id = $1', [drawId]);
    return found ? { ok: false, reason: 'notOpen', status: found.status } : { ok: false, reason: 'notFound' };
  }
  // As when drawing: the UPDATE above waited for any bet transaction holding the draw FOR SHARE.
  const bets = await tx.query<{ id: string; member_id: bigint; stake_minor: bigint }>(
    "SELECT id, member_id, stake_minor FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN' ORDER BY seq FOR UPDATE",
    [drawId],
  );
  let refundedMinor = 0n;
  for (const bet of bets) {
    const stake = BigInt(bet.stake_minor);
    await postEntry(tx, { memberId: bet.member_id, amountMinor: stake, kind: 'LOTTERY_REFUND', reference: `lottery:${bet.id}:void`, at: now });
    await tx.query("UPDATE lottery_bets SET status = 'VOID', settled_at = $2 WHERE id = $1 AND status = 'OPEN'", [bet.id, new Date(now)]);
    refundedMinor += stake;
  }
  return { ok: true, drawId, gameCode: draw.game_code, numero: draw.numero, voided: bets.length, refundedMinor };
}

export async function cancelDraw(db: Database, drawId: bigint, now: number, override: number | null = null): Promise<CancelOutcome> {
  const outcome = await db.transaction((tx) => voidDraw(tx, drawId, now));
  if (outcome.ok) await openNextDraws(db, now, override);
  return outcome;
}
