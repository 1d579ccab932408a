import type { Database } from '../db/index';
import { formatMoney } from '../vendor-screen/page';
import { cancelDraw, findDrawId } from './cancel';

/** The control-folder key of a queued lottery command (platform/settings/control.ts). */
export const LOTTERY_COMMAND_KEY = 'lottery.cancel-draw';

/**
 * The operator's `lottery cancel-draw <draw>` (platform/cli.ts, docs/operations.md "Lottery"):
 * cancels an open draw once and answers the line to print; `ok` false when refused (unknown
 * draw, or drawn or cancelled already: nothing moved).
 */
export async function operatorCancelDraw(db: Database, draw: string, now: number, override: number | null = null): Promise<{ ok: boolean; line: string }> {
  const drawId = await findDrawId(db, draw);
  if (drawId === null) return { ok: false, line: `No lottery draw ${draw}.` };
  const outcome = await cancelDraw(db, drawId, now, override);
  if (!outcome.ok) {
    return outcome.reason === 'notFound'
      ? { ok: false, line: `No lottery draw ${draw}.` }
      : { ok: false, line: `Draw ${draw} is ${outcome.status.toLowerCase()} already; nothing was changed.` };
  }
  const refunded = formatMoney(outcome.refundedMinor, 'en-PH', 'PHP');
  return {
    ok: true,
    line: `Draw ${outcome.gameCode} ${outcome.numero} (id ${outcome.drawId}) cancelled: ${outcome.voided} bet(s) void, ${refunded} returned.`,
  };
}

/** The queued form of {@link operatorCancelDraw}, for a server that holds the database. Answers `ok|line`. */
export const lotteryCommand =
  (db: Database, now: () => number, override: number | null) =>
  async (key: string, value: unknown): Promise<string | null> => {
    if (key !== LOTTERY_COMMAND_KEY) return null;
    const { draw } = (value ?? {}) as { draw?: unknown };
    if (typeof draw !== 'string') return 'error|Malformed lottery command.';
    const { ok, line } = await operatorCancelDraw(db, draw, now(), override);
    return `${ok ? 'ok' : 'error'}|${line}`;
  };
