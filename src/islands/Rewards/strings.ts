/** The catalogue keys of the reward centre's island (namespace `rewards`, plus the shared network text). */
export const REWARDS_KEYS = {
  waitingTitle: 'rewards.waitingTitle',
  claimedTitle: 'rewards.claimedTitle',
  noneWaiting: 'rewards.noneWaiting',
  noneClaimed: 'rewards.noneClaimed',
  kindUpgrade: 'rewards.kindUpgrade',
  kindBirthday: 'rewards.kindBirthday',
  kindRebate: 'rewards.kindRebate',
  kindPromotion: 'rewards.kindPromotion',
  amount: 'rewards.amount',
  turnover: 'rewards.turnover',
  expires: 'rewards.expires',
  claimedAt: 'rewards.claimedAt',
  claim: 'rewards.claim',
  claiming: 'rewards.claiming',
  claimLabel: 'rewards.claimLabel',
  claimed: 'rewards.claimed',
  networkError: 'error.network',
} as const;

export type RewardsStrings = Record<keyof typeof REWARDS_KEYS, string>;
