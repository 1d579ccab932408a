import type { Database } from '../../db/index';
import { formatMoney } from '../../vendor-screen/page';
import { isSettleKind, SETTLE_KINDS, type SettleKind } from './rules';
import { settleDue } from './settle';

/** The control-folder key of a queued `agent-settle` (platform/settings/control.ts). */
export const AGENT_SETTLE_COMMAND_KEY = 'agent.settle';

/**
 * The operator's `agent-settle [--kind dividend|daily|hourly|realtime|commission]` (platform/cli.ts,
 * docs/operations.md "Agent pay"): settles now what the timer would settle (every ended, unsettled
 * period within the look-back, for the agents whose feature is on; the commission for every agent
 * with a contract). Safe to repeat: a settled period is not paid
 * again. Answers the lines to print, `ok` false for a bad argument.
 */
export async function operatorSettle(db: Database, args: readonly string[], now: number): Promise<{ ok: boolean; lines: string[] }> {
  const [flag, kind] = args;
  if (flag !== undefined && !(flag === '--kind' && isSettleKind(kind))) return { ok: false, lines: [`agent-settle [--kind ${SETTLE_KINDS.join('|')}]`] };
  const kinds: readonly SettleKind[] = kind && isSettleKind(kind) ? [kind] : SETTLE_KINDS;
  const done = await settleDue(db, now, kinds);
  const accounts = new Map(
    (await db.query<{ id: bigint; account: string }>('SELECT id, account FROM members WHERE id = ANY($1::bigint[])', [done.map((row) => row.agentId)])).map(
      (row) => [BigInt(row.id), row.account],
    ),
  );
  const lines = done.map((row) =>
    row.settled
      ? `${row.kind} ${row.period} for ${accounts.get(row.agentId)}: paid ${formatMoney(row.amountMinor, 'en-PH', 'PHP')}.`
      : `${row.kind} ${row.period} for ${accounts.get(row.agentId)}: settled before, nothing paid.`,
  );
  return { ok: true, lines: lines.length > 0 ? lines : ['Nothing to settle: every ended period is settled.'] };
}

export const agentSettleCommand =
  (db: Database, now: () => number) =>
  async (key: string, value: unknown): Promise<string | null> => {
    if (key !== AGENT_SETTLE_COMMAND_KEY) return null;
    const { ok, lines } = await operatorSettle(db, Array.isArray(value) ? value.map(String) : [], now());
    return `${ok ? 'ok' : 'error'}|${lines.join('\n')}`;
  };
