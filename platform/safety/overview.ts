import type { Queryable } from '../db/index';
import { hashToken } from '../security/sessions';
import { minorToMajor } from '../wallet/money';
import { confirmableAt, DEFAULT_REALITY_MINUTES, lapsesAt, leftOf, MONEY_KINDS, pendingPhase, PERIODS, resetsAt, usedIn } from './rules';
import { blockInForce, inForce, type PendingRow, readLimits, readPending, realityMinutes, usageOf } from './store';

const iso = (at: number) => new Date(at).toISOString();
const major = (value: bigint | null | undefined) => (value === null || value === undefined ? null : minorToMajor(value));

const pendingValue = (row: PendingRow | undefined, now: number) =>
  row
    ? {
        requestedAt: iso(row.requestedAt),
        confirmableAt: iso(confirmableAt(row.requestedAt)),
        lapsesAt: iso(lapsesAt(row.requestedAt)),
        confirmable: pendingPhase(row.requestedAt, now) === 'confirmable',
      }
    : null;

/** The answer of `safetyOverview` (src/contract/calls/safety.ts) for a member at `now`. */
export async function safetyOverviewValue(db: Queryable, memberId: bigint, token: string | null, now: number) {
  const [limits, pending, block, reality] = [
    await readLimits(db, memberId),
    await readPending(db, memberId, now),
    await blockInForce(db, memberId, now),
    await realityMinutes(db, memberId),
  ];
  const rows = [];
  for (const kind of MONEY_KINDS) {
    const usage = await usageOf(db, memberId, kind, now);
    for (const period of PERIODS) {
      const limit = inForce(limits, kind, period);
      const used = usedIn(usage, now, period);
      const waiting = pending.find((row) => row.kind === kind && row.period === period);
      const pendingInfo = pendingValue(waiting, now);
      rows.push({
        kind,
        period,
        player: major(limit.player),
        operator: major(limit.operator),
        inForce: major(limit.amount),
        source: limit.source ?? null,
        used: minorToMajor(used),
        left: limit.amount === undefined ? null : minorToMajor(leftOf(limit.amount, used)),
        resetsAt: (() => {
          const at = resetsAt(usage, now, period);
          return at === null ? null : iso(at);
        })(),
        pending: pendingInfo && waiting ? { ...pendingInfo, amount: major(waiting.amount) } : null,
      });
    }
  }
  const session = inForce(limits, 'session', 'session');
  const [current] = token ? await db.query<{ hard_end_at: Date | null }>('SELECT hard_end_at FROM sessions WHERE token_hash = $1', [hashToken(token)]) : [];
  const sessionPending = pending.find((row) => row.kind === 'session');
  const sessionPendingInfo = pendingValue(sessionPending, now);
  return {
    limits: rows,
    session: {
      player: session.player === null ? null : Number(session.player),
      operator: session.operator === null ? null : Number(session.operator),
      inForce: session.amount === undefined ? null : Number(session.amount),
      endsAt: current?.hard_end_at ? iso(new Date(current.hard_end_at).getTime()) : null,
      pending:
        sessionPendingInfo && sessionPending ? { ...sessionPendingInfo, minutes: sessionPending.amount === null ? null : Number(sessionPending.amount) } : null,
    },
    realityCheck: { minutes: reality ?? DEFAULT_REALITY_MINUTES, chosen: reality !== null },
    block: block
      ? {
          kind: block.kind,
          duration: block.duration,
          startsAt: iso(block.startsAt),
          until: block.endsAt === null ? null : iso(block.endsAt),
          liftRequestedAt: block.liftRequestedAt === null ? null : iso(block.liftRequestedAt),
          canRequestLift: block.kind === 'exclusion' && block.endsAt !== null && now >= block.endsAt && block.liftRequestedAt === null,
        }
      : null,
    now: iso(now),
  };
}
