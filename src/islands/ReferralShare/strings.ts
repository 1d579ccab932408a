/** The catalogue keys of the referral page's share island (namespace `referral`). */
export const REFERRAL_SHARE_KEYS = {
  copy: 'referral.copy',
  copied: 'referral.copied',
  copyFailed: 'referral.copyFailed',
  share: 'referral.share',
} as const;

export type ReferralShareStrings = Record<keyof typeof REFERRAL_SHARE_KEYS, string>;
