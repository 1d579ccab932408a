import { isAgentType } from './calls/member';

/**
 * Who may do what (docs/product.md §6). Account type 4 is a trial account: an agent type for the menu,
 * but refused everything that needs a real account (member centre, account centre, password).
 */
export const TRIAL_ACCOUNT_TYPE = 4;

/** docs/product.md §9: rank levels above 4 get the VIP service instead of live chat. */
export const VIP_RANK_ABOVE = 4;

/** The Agent item of the account menu shows for agent types 1, 2, 4, 41, 42. */
export const showsAgentItem = (type: number | undefined): boolean => type !== undefined && isAgentType(type);

/** A real account: anything but the trial type. */
export const isRealAccount = (type: number | undefined): boolean => type !== TRIAL_ACCOUNT_TYPE;

export const isVipRank = (rankLevel: number | null | undefined): boolean => (rankLevel ?? 0) > VIP_RANK_ABOVE;
