import { isValidPassword, isValidUsername } from '../../src/contract/validation/rules';
import { ErrorCodes } from '../../src/contract/refusals';
import type { Database } from '../db/index';
import { fieldRefusal, refusal, type CallContext, type Outcome } from '../http/context';
import { findByAccount, type MemberRow } from '../members/members';
import { insertMember } from '../members/registration';
import { hashPassword } from '../security/password';
import { type AgentContract, contractOf } from './links';
import { agentMessages } from './messages';

/**
 * The agent's register page (issue 17 item 3; docs/decisions/0042-agent-register.md): a player or a
 * sub-agent created under the agent by the registration rules of platform/members/registration.ts
 * (the same username and password rules, the same insert the unique index guards). Rates are
 * checked against the agent's own contract before anything is written: a refusal creates nothing.
 */
export interface TeamAccountRequest {
  kind: 'player' | 'agent';
  username: string;
  password: string;
  confirmPassword: string;
  rebate: number;
  netCommission?: number | undefined;
  turnoverCommission?: number | undefined;
}

export type RateField = 'rebate' | 'netCommission' | 'turnoverCommission';

/** Basis points as the percent the messages show (150 → "1.5"). */
export const percentText = (bp: number): string => String(bp / 100);

/** The first rate above its ceiling, or null. */
export function rateAboveContract(rates: Partial<Record<RateField, number | undefined>>, own: AgentContract): { field: RateField; ceiling: number } | null {
  const ceilings: Record<RateField, number> = { rebate: own.rebateBp, netCommission: own.netBp, turnoverCommission: own.turnoverBp };
  for (const field of ['rebate', 'netCommission', 'turnoverCommission'] as const) {
    const value = rates[field];
    if (value !== undefined && value > ceilings[field]) return { field, ceiling: ceilings[field] };
  }
  return null;
}

export function aboveContractRefusal(language: string, above: { field: RateField; ceiling: number }): Outcome {
  const t = agentMessages(language);
  return refusal(200, t('aboveContract', { label: t(above.field), ceiling: percentText(above.ceiling) }), ErrorCodes.aboveContract, above);
}

export async function createTeamAccount(context: CallContext<TeamAccountRequest>, agent: MemberRow): Promise<Outcome | { id: bigint; account: string }> {
  const { services, input, t, now, language } = context;
  const db: Database = services.db;
  const username = input.username.trim();
  if (!username) return fieldRefusal(t, 'username', 'fieldRequired');
  if (!isValidUsername(username)) return fieldRefusal(t, 'username', 'usernameRule');
  if (!input.password) return fieldRefusal(t, 'password', 'fieldRequired');
  if (!isValidPassword(input.password)) return fieldRefusal(t, 'password', 'passwordRule');
  if (input.confirmPassword !== input.password) return fieldRefusal(t, 'confirmPassword', 'confirmPasswordMismatch');

  const own = await contractOf(db, agent.id);
  const rates =
    input.kind === 'agent'
      ? { rebate: input.rebate, netCommission: input.netCommission ?? 0, turnoverCommission: input.turnoverCommission ?? 0 }
      : { rebate: input.rebate };
  const above = rateAboveContract(rates, own);
  if (above) return aboveContractRefusal(language, above);
  if (await findByAccount(db, username)) return fieldRefusal(t, 'username', 'usernameTaken');

  const passwordHash = await hashPassword(input.password, services.options.scryptCost);
  // One transaction: a sub-agent never exists without its contract.
  const created = await db.transaction(async (tx) => {
    const member = await insertMember(tx, username, {
      passwordHash,
      paymentPasswordHash: null,
      uplineId: agent.id,
      // A sub-agent is an agent of its upline's type (docs/product.md §6: 1, 2, 41, 42).
      type: input.kind === 'agent' ? agent.type : 0,
      rebateBp: input.kind === 'player' ? input.rebate : null,
      linkId: null,
      phone: null,
      email: null,
      payeeName: null,
      referralCode: null,
      profile: { registerMethod: 'AGENT' },
      now,
    });
    if (member && input.kind === 'agent') {
      await tx.query('INSERT INTO agent_contracts (agent_id, net_commission_bp, turnover_commission_bp, rebate_bp, updated_at) VALUES ($1, $2, $3, $4, $5)', [
        member.id,
        rates.netCommission ?? 0,
        rates.turnoverCommission ?? 0,
        input.rebate,
        new Date(now),
      ]);
    }
    return member;
  });
  // The unique index refused it: another registration took the name meanwhile.
  if (!created) return fieldRefusal(t, 'username', 'usernameTaken');
  return { id: created.id, account: created.account };
}
