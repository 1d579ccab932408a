import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';

/**
 * The reward centre (issue 15 item 1; docs/product.md §2 "reward centre", rewardCenter): rewards
 * waiting to be claimed, each with its amount, turnover requirement and expiry, and the claimed
 * history. The original site's reward calls are known by name only; these paths are ours.
 */
export const REWARD_KINDS = ['upgrade', 'birthday', 'rebate', 'promotion', 'mission', 'referral'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/**
 * A Zalo or WhatsApp number id (docs/product.md §5, issue 15 item 7), asked for when a reward's
 * `needsContact` is true: the phone number the account is registered under, 8 to 15 digits, an
 * optional leading +, spaces and dashes allowed between digits (dropped before it is stored).
 */
export const CONTACT_TYPES = ['zalo', 'whatsapp'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const normaliseContactId = (text: string): string => text.trim().replace(/[\s-]/g, '');
export const contactIdValid = (text: string): boolean => /^\+?\d{8,15}$/.test(normaliseContactId(text));

const rewardId = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

const rewardValue = z.object({
  id: rewardId,
  kind: z.enum(REWARD_KINDS),
  /** Currency units on the wire, minor units once read. */
  amount: wireAmount.check(z.positive()),
  /** Valid turnover to play before the reward is withdrawable, once claimed. */
  turnover: wireAmount,
  availableAt: z.string(),
  expiresAt: z.string(),
  claimedAt: z.nullable(z.string()),
  /** Claiming asks for a Zalo or WhatsApp number id (CONTACT_TYPES). */
  needsContact: z._default(z.boolean(), false),
});

export const rewardListValue = z.pipe(
  z.object({ currency: z._default(z.string(), 'PHP'), waiting: z.array(rewardValue), claimed: z.array(rewardValue) }),
  z.transform((list) => {
    const read = (reward: z.output<typeof rewardValue>) => ({
      ...reward,
      amount: minorFromWire(reward.amount, list.currency),
      turnover: minorFromWire(reward.turnover, list.currency),
    });
    return { currency: list.currency, waiting: list.waiting.map(read), claimed: list.claimed.map(read) };
  }),
);
export type RewardList = z.output<typeof rewardListValue>;
export type Reward = RewardList['waiting'][number];

export const rewardList = defineCall({
  summary:
    "The session member's rewards: waiting (soonest expiry first) and the last 50 claimed. Reading grants what the VIP table owes (upgrade, birthday, weekly rebate).",
  path: '/wps/reward/list',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({}),
  response: rewardListValue,
});

export const rewardClaimValue = z.pipe(
  z.object({
    id: rewardId,
    amount: wireAmount.check(z.positive()),
    turnover: wireAmount,
    balance: wireAmount,
    claimedAt: z.string(),
    currency: z._default(z.string(), 'PHP'),
  }),
  z.transform((claim) => ({
    ...claim,
    amount: minorFromWire(claim.amount, claim.currency),
    turnover: minorFromWire(claim.turnover, claim.currency),
    balance: minorFromWire(claim.balance, claim.currency),
  })),
);
export type RewardClaim = z.output<typeof rewardClaimValue>;

export const rewardClaim = defineCall({
  summary: 'Claims one waiting reward: credited to the main wallet with its turnover requirement, once.',
  path: '/wps/reward/claim',
  method: 'POST',
  auth: true,
  encrypted: false,
  movesMoney: true,
  refusals: ['NEED_REAL_ACCOUNT', 'NOT_FOUND', 'ALREADY_CLAIMED', 'PROMOTION_ENDED', 'VALIDATION', 'PLAY_BLOCKED'],
  request: z.object({
    id: rewardId,
    /** Only for a reward with `needsContact`: which app the id is for, and the id (refused with VALIDATION, field contactId, when missing or malformed). */
    contactType: z.optional(z.enum(CONTACT_TYPES)),
    contactId: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: rewardClaimValue,
});
