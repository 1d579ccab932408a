/**
 * The agent's pay rules as pure functions (issue 17 "My income", dividend and salaries;
 * docs/decisions/0043-agent-pay.md). Every amount is integer minor units (bigint) and every
 * rate basis points (1/100 of a percent); a share is rounded DOWN to the minor unit, so the house
 * never pays a fraction it does not owe. Nothing here reads the database or the clock.
 */

/** The four paid kinds: the dividend (half-monthly) and the three salaries. */
export const PAY_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

export const isPayKind = (name: string | undefined): name is PayKind => (PAY_KINDS as readonly string[]).includes(name ?? '');

/** What the settlement pass pays: the four kinds and the contract's commission (every agent with a contract, no feature). */
export const SETTLE_KINDS = [...PAY_KINDS, 'commission'] as const;
export type SettleKind = (typeof SETTLE_KINDS)[number];
export const isSettleKind = (name: string | undefined): name is SettleKind => (SETTLE_KINDS as readonly string[]).includes(name ?? '');

/** A tier of a rule table: reached when the period's base and active members both reach its minimums. */
export interface Tier {
  /** The base's minimum: team sales (valid bets) for a salary, net team revenue for the dividend. */
  minBaseMinor: bigint;
  /** The minimum number of team members who bet in the period. */
  minActive: number;
  rateBp: number;
}

/** What a team did in a period, from the ledger (platform/agent/pay/figures.ts). */
export interface TeamActivity {
  /** Valid bets: the stakes of the whole team. */
  stakesMinor: bigint;
  winsMinor: bigint;
  /** Bonuses the team received (deposit bonuses, rewards, rebates, prizes): a cost to the house. */
  bonusesMinor: bigint;
  /** Members who placed at least one bet. */
  active: number;
}

const BP = 10_000n;

/** `rateBp` of `baseMinor`, rounded down; nothing of a base at or below zero. */
export function share(baseMinor: bigint, rateBp: number): bigint {
  if (baseMinor <= 0n || rateBp <= 0) return 0n;
  return (baseMinor * BigInt(rateBp)) / BP;
}

/** Net revenue: stakes − wins − bonuses (negative when the team won). */
export const netRevenue = (activity: TeamActivity): bigint => activity.stakesMinor - activity.winsMinor - activity.bonusesMinor;

export interface Commission {
  netRevenueMinor: bigint;
  /** The net-revenue commission: never negative, a losing period pays nothing (and owes nothing). */
  netCommissionMinor: bigint;
  turnoverCommissionMinor: bigint;
  totalMinor: bigint;
}

export interface ContractRates {
  netBp: number;
  turnoverBp: number;
}

/**
 * A sub-agent with a contract of its own and the nearest one on its branch of the agent's team
 * (none between them): the agent's commission on that sub-agent's team is the difference of the
 * two contracts' rates, as the sub-agent earns its own rates on it (docs/decisions/0043-agent-pay.md,
 * "Addendum: sub-agents' teams").
 */
export interface SubAgentPart {
  account: string;
  rates: ContractRates;
  /** The sub-agent's own team (its whole downline), in the same period. */
  activity: TeamActivity;
}

const max0 = (value: bigint): bigint => (value > 0n ? value : 0n);

/** The net revenue a sub-agent's team takes off at its rate: a team that won earns its chain nothing, so takes nothing off. */
export const subAgentNetBase = (sub: SubAgentPart): bigint => max0(netRevenue(sub.activity));

/** `rateBp` of `baseMinor` less each part's base at its own rate, rounded down once; nothing at or below zero. */
function shareLess(baseMinor: bigint, rateBp: number, parts: readonly { baseMinor: bigint; rateBp: number }[]): bigint {
  const weighted = parts.reduce((sum, part) => sum - part.baseMinor * BigInt(part.rateBp), baseMinor * BigInt(rateBp));
  return weighted > 0n ? weighted / BP : 0n;
}

/**
 * The commission of a period at the contract's rates (agent_contracts, migration 0016): on the
 * whole team's net revenue and stakes at the agent's rates, less what each sub-agent's team
 * earns at the sub-agent's rates (its stakes, and its net revenue when above zero). So a stake
 * under a chain of agents is paid at the top agent's rate once, split down the chain, and never
 * at each level in full. Each part is rounded down once, and a part at or below zero pays
 * nothing (not owed back).
 */
export function commission(activity: TeamActivity, rates: ContractRates, subAgents: readonly SubAgentPart[] = []): Commission {
  const net = netRevenue(activity);
  const netCommissionMinor = shareLess(
    net,
    rates.netBp,
    subAgents.map((sub) => ({ baseMinor: subAgentNetBase(sub), rateBp: sub.rates.netBp })),
  );
  const turnoverCommissionMinor = shareLess(
    activity.stakesMinor,
    rates.turnoverBp,
    subAgents.map((sub) => ({ baseMinor: sub.activity.stakesMinor, rateBp: sub.rates.turnoverBp })),
  );
  return { netRevenueMinor: net, netCommissionMinor, turnoverCommissionMinor, totalMinor: netCommissionMinor + turnoverCommissionMinor };
}

/** The best tier reached (the highest rate whose minimums are both met), or null. */
export function reachedTier(tiers: readonly Tier[], baseMinor: bigint, active: number): Tier | null {
  let best: Tier | null = null;
  for (const tier of tiers) {
    if (baseMinor >= tier.minBaseMinor && active >= tier.minActive && (best === null || tier.rateBp > best.rateBp)) best = tier;
  }
  return best;
}

export interface Pay {
  /** The base the rate applies to: sales for a salary, net revenue for the dividend. */
  baseMinor: bigint;
  active: number;
  tier: Tier | null;
  amountMinor: bigint;
}

/** The base of a kind: the dividend is on net team revenue, a salary on team sales. */
export const payBase = (kind: PayKind, activity: TeamActivity): bigint => (kind === 'dividend' ? netRevenue(activity) : activity.stakesMinor);

/** A period's pay of a kind under its rule table. */
export function pay(kind: PayKind, tiers: readonly Tier[], activity: TeamActivity): Pay {
  const baseMinor = payBase(kind, activity);
  const tier = reachedTier(tiers, baseMinor, activity.active);
  return { baseMinor, active: activity.active, tier, amountMinor: tier ? share(baseMinor, tier.rateBp) : 0n };
}
