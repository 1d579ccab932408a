import type { Database } from '../db/index';
import { formatMoney } from '../vendor-screen/page';
import { majorToMinor } from '../wallet/money';
import { MONEY_KINDS, type MoneyKind, PERIODS, type Period } from './rules';
import { applySessionLimit, blockInForce, readLimits, setLimit } from './store';
import { safetyOverviewValue } from './overview';

/** The control-folder key of a queued limits command (platform/settings/control.ts). */
export const LIMITS_COMMAND_KEY = 'safety.limits';

/**
 * The operator's `limits show <username>` and `limits set <username> <kind> <period> <amount|off>`
 * (platform/cli.ts, docs/operations.md "Safer gambling"). `set` writes the OPERATOR's limit, which
 * is in force when it is lower than the player's; `session session <minutes|off>` is the
 * session-time limit. Answers the lines to print, `ok` false when refused (nothing changed).
 */
export async function operatorLimits(db: Database, args: readonly string[], now: number): Promise<{ ok: boolean; lines: string[] }> {
  const [action, username, kind, period, amount] = args;
  const [member] = username
    ? await db.query<{ id: bigint; account: string }>('SELECT id, account FROM members WHERE account_key = $1', [username.toLowerCase()])
    : [];
  if (!member) return { ok: false, lines: [`No account ${username ?? ''}.`] };
  const memberId = BigInt(member.id);
  if (action === 'show') return { ok: true, lines: await describe(db, memberId, member.account, now) };
  if (action !== 'set') return { ok: false, lines: ['limits show <username> | limits set <username> <kind> <period> <amount|off>'] };
  const session = kind === 'session' && period === 'session';
  if (!session && !(MONEY_KINDS.includes(kind as MoneyKind) && PERIODS.includes(period as Period))) {
    return { ok: false, lines: [`kind is deposit, loss or wager with period day, week or month; or session session <minutes>.`] };
  }
  let value: bigint | null = null;
  if (amount !== 'off') {
    try {
      value = session ? BigInt(Number.parseInt(amount ?? '', 10)) : majorToMinor(Number(amount));
    } catch {
      value = null;
    }
    if (value === null || value <= 0n) return { ok: false, lines: [`${amount ?? ''}: an amount above zero (minutes for session), or off.`] };
  }
  await db.transaction(async (tx) => {
    await setLimit(tx, memberId, 'operator', {
      kind: session ? 'session' : (kind as MoneyKind),
      period: session ? 'session' : (period as Period),
      amount: value,
      now,
    });
    if (session) await applySessionLimit(tx, memberId);
  });
  const what = value === null ? 'removed' : session ? `${value} minutes` : formatMoney(value, 'en-PH', 'PHP');
  return { ok: true, lines: [`Operator ${kind} limit per ${period} for ${member.account}: ${what}.`, ...(await describe(db, memberId, member.account, now))] };
}

async function describe(db: Database, memberId: bigint, account: string, now: number): Promise<string[]> {
  const overview = await safetyOverviewValue(db, memberId, null, now);
  const peso = (value: number | null) => (value === null ? '-' : formatMoney(majorToMinor(value), 'en-PH', 'PHP'));
  const lines = [`Safer gambling of ${account}:`];
  for (const row of overview.limits) {
    if (row.player === null && row.operator === null && row.used === 0) continue;
    lines.push(
      `  ${row.kind.padEnd(8)} ${row.period.padEnd(6)} player ${peso(row.player)}  operator ${peso(row.operator)}  in force ${peso(row.inForce)}  used ${peso(row.used)}` +
        (row.pending ? `  pending ${row.pending.amount === null ? 'removal' : peso(row.pending.amount)} (confirmable ${row.pending.confirmableAt})` : ''),
    );
  }
  const limits = await readLimits(db, memberId);
  const session = limits.filter((row) => row.kind === 'session').map((row) => `${row.source} ${row.amount} min`);
  lines.push(`  session  ${session.length ? session.join(', ') : 'no limit'}`);
  lines.push(`  reality check every ${overview.realityCheck.minutes} min${overview.realityCheck.chosen ? '' : ' (default)'}`);
  const block = await blockInForce(db, memberId, now);
  lines.push(
    block ? `  ${block.kind} until ${block.endsAt === null ? 'indefinite' : new Date(block.endsAt).toISOString()}` : '  no time-out or self-exclusion',
  );
  return lines;
}

/** The queued form of {@link operatorLimits}, for a server that holds the database. Answers `ok|lines`. */
export const limitsCommand =
  (db: Database, now: () => number) =>
  async (key: string, value: unknown): Promise<string | null> => {
    if (key !== LIMITS_COMMAND_KEY) return null;
    const args = Array.isArray(value) ? value.map(String) : [];
    const { ok, lines } = await operatorLimits(db, args, now());
    return `${ok ? 'ok' : 'error'}|${lines.join('\n')}`;
  };
