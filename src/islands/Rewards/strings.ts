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
  // Mission prizes and referral rewards (issue 15 items 2, 3, 7): their names and the contact id live in those areas' namespaces.
  kindMission: 'missions.rewardKind',
  kindReferral: 'referral.rewardKind',
  contactLegend: 'referral.contact.legend',
  contactType: 'referral.contact.type',
  contactZalo: 'referral.contact.zalo',
  contactWhatsapp: 'referral.contact.whatsapp',
  contactId: 'referral.contact.id',
  contactHint: 'referral.contact.hint',
  contactInvalid: 'referral.contact.invalid',
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
