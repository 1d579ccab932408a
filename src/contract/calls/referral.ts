import { z } from 'zod/mini';
import { asMinorUnits, minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';

/**
 * Invite friends (issue 15 item 2; docs/product.md §2 referral): the member's invitation code
 * (the `referralCode` registration reads from the link), the friends who registered with it and
 * their state, the rule a friend must meet and the rewards earned (each paid through the reward
 * centre, kind `referral`). The path is ours: the original's is known by name only.
 */
export const FRIEND_STATES = ['registered', 'deposited', 'qualified'] as const;
export type FriendState = (typeof FRIEND_STATES)[number];

const friendValue = z.object({
  /** Masked like the winner board's accounts. */
  account: z.string(),
  registeredAt: z.string(),
  state: z.enum(FRIEND_STATES),
  reward: wireAmount.check(z.gte(0)),
});

export const referralInfoValue = z.pipe(
  z.object({
    currency: z._default(z.string(), 'PHP'),
    code: z.string().check(z.regex(/^[A-Z0-9]{4,20}$/)),
    /** A friend qualifies with deposits of at least `deposit` and valid bets of at least `validBets`; the inviter earns `reward`. */
    rule: z.object({ deposit: wireAmount.check(z.positive()), validBets: wireAmount.check(z.positive()), reward: wireAmount.check(z.positive()) }),
    friends: z.array(friendValue),
  }),
  z.transform((info) => {
    const friends = info.friends.map((friend) => ({ ...friend, reward: minorFromWire(friend.reward, info.currency) }));
    return {
      ...info,
      rule: {
        deposit: minorFromWire(info.rule.deposit, info.currency),
        validBets: minorFromWire(info.rule.validBets, info.currency),
        reward: minorFromWire(info.rule.reward, info.currency),
      },
      friends,
      // Summed in minor units (integers), never in floats.
      earned: asMinorUnits(friends.reduce((sum, friend) => sum + friend.reward, 0)),
    };
  }),
);
export type ReferralInfo = z.output<typeof referralInfoValue>;

export const referralInfo = defineCall({
  summary:
    "The session member's invitation code (made on first read), the rule a friend must meet, and the friends who registered with the code (newest first, up to 200) with their state. Reading grants each qualified friend's reward to the reward centre, once.",
  path: '/wps/referral/info',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({}),
  response: referralInfoValue,
});
