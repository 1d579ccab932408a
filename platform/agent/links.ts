import { randomBytes } from 'node:crypto';
import { ErrorCodes } from '../../src/contract/refusals';
import type { Database, Queryable } from '../db/index';
import { refusal, type Outcome } from '../http/context';
import { AGENT_ONLY_TYPES, findById, type MemberRow } from '../members/members';
import { agentMessages } from './messages';
import { lockMember } from '../wallet/ledger';

/**
 * An agent's registration links (issue 17 step 2; docs/decisions/0042-agent-register.md;
 * migration 0019): each carries a code that the site's registration page takes as the invitation
 * code (`?affiliateCode=`), the rebate it gives (never above the agent's own), an optional expiry
 * and an on/off switch. The sign-up count is counted from the members who came through the link.
 */
export const MAX_LINKS = 10;

export interface AgentContract {
  netBp: number;
  turnoverBp: number;
  rebateBp: number;
}

/** The agent's own rates (migration 0016); an agent without a contract may hand down nothing. */
export async function contractOf(db: Queryable, agentId: bigint): Promise<AgentContract> {
  const [row] = await db.query<{ net: number; turnover: number; rebate: number }>(
    'SELECT net_commission_bp AS net, turnover_commission_bp AS turnover, rebate_bp AS rebate FROM agent_contracts WHERE agent_id = $1',
    [agentId],
  );
  return { netBp: Number(row?.net ?? 0), turnoverBp: Number(row?.turnover ?? 0), rebateBp: Number(row?.rebate ?? 0) };
}

export interface AgentLink {
  id: bigint;
  code: string;
  rebateBp: number;
  expiresAt: Date | null;
  enabled: boolean;
  signUps: number;
  createdAt: Date;
}

export async function listLinks(db: Queryable, agentId: bigint): Promise<AgentLink[]> {
  const rows = await db.query<{ id: bigint; code: string; rebate_bp: number; expires_at: Date | null; enabled: boolean; sign_ups: number; created_at: Date }>(
    `SELECT l.id, l.code, l.rebate_bp, l.expires_at, l.enabled, l.created_at,
            (SELECT COUNT(*)::int FROM members m WHERE m.agent_link_id = l.id) AS sign_ups
       FROM agent_links l WHERE l.agent_id = $1 ORDER BY l.id`,
    [agentId],
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    code: row.code,
    rebateBp: Number(row.rebate_bp),
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    enabled: row.enabled,
    signUps: Number(row.sign_ups),
    createdAt: new Date(row.created_at),
  }));
}

/** Ten lowercase letters and digits: fits the site's code rule (src/lib/account/register/referral.ts). */
const newCode = (): string => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
};

/**
 * Creates a link, or `limit` when the agent has MAX_LINKS already. The agent's row is locked
 * first, so two concurrent creations on PostgreSQL cannot both pass the count.
 */
export async function createLink(
  db: Database,
  agentId: bigint,
  link: { rebateBp: number; expiresAt: Date | null; now: number },
): Promise<{ ok: true; id: bigint; code: string } | { ok: false }> {
  const run = async (tx: Queryable) => {
    await lockMember(tx, agentId);
    const [count] = await tx.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM agent_links WHERE agent_id = $1', [agentId]);
    if (Number(count?.n ?? 0) >= MAX_LINKS) return { ok: false as const };
    const [row] = await tx.query<{ id: bigint; code: string }>(
      'INSERT INTO agent_links (agent_id, code, rebate_bp, expires_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, code',
      [agentId, newCode(), link.rebateBp, link.expiresAt, new Date(link.now)],
    );
    return { ok: true as const, id: BigInt(row!.id), code: row!.code };
  };
  return db.transaction(run);
}

/** Switches one of the agent's links on or off; false when the agent has no such link. */
export async function switchLink(db: Queryable, agentId: bigint, id: bigint, enabled: boolean): Promise<boolean> {
  const rows = await db.query('UPDATE agent_links SET enabled = $3 WHERE id = $1 AND agent_id = $2 RETURNING id', [id, agentId, enabled]);
  return rows.length > 0;
}

export type LinkForRegistration =
  | { kind: 'none' }
  | { kind: 'refused'; outcome: Outcome }
  | { kind: 'active'; agent: MemberRow; linkId: bigint; code: string; rebateBp: number };

/**
 * The link a registration's invitation code names: `none` when no link has it (the caller says
 * the code is invalid), `refused` (LINK_INACTIVE, under the invitation code field) when it is
 * switched off or expired, else the agent the new player joins and the rebate the link gives.
 */
export async function linkForRegistration(db: Queryable, code: string, now: number, language: string): Promise<LinkForRegistration> {
  const trimmed = code.trim().toLowerCase();
  if (!trimmed || trimmed.length > 64) return { kind: 'none' };
  const [row] = await db.query<{ id: bigint; agent_id: bigint; code: string; rebate_bp: number; expires_at: Date | null; enabled: boolean }>(
    'SELECT id, agent_id, code, rebate_bp, expires_at, enabled FROM agent_links WHERE code = $1',
    [trimmed],
  );
  if (!row) return { kind: 'none' };
  const agent = await findById(db, BigInt(row.agent_id));
  if (!agent || !AGENT_ONLY_TYPES.includes(agent.type)) return { kind: 'none' };
  const t = agentMessages(language);
  const inactive = (reason: 'off' | 'expired'): LinkForRegistration => ({
    kind: 'refused',
    outcome: refusal(200, t(reason === 'off' ? 'linkOff' : 'linkExpired'), ErrorCodes.linkInactive, { field: 'affiliateCode', reason }),
  });
  if (!row.enabled) return inactive('off');
  if (row.expires_at && new Date(row.expires_at).getTime() <= now) return inactive('expired');
  return { kind: 'active', agent, linkId: BigInt(row.id), code: row.code, rebateBp: Number(row.rebate_bp) };
}
