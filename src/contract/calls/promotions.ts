import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';

/**
 * Promotions and raffles (docs/product.md §2 /promotions and /promoDetail, §7 "promotions" and "raffle
 * promotion claim"). Texts come in the language the platform has: a promotion written only
 * in English answers in English on a Filipino request, and says so in `language`, so the site
 * can mark the content's language and point search engines at the version that exists.
 */

/**
 * The categories the site has names for, in the order its page lists them. The platform may
 * use others (the schema accepts any); the site lists them last under a generic name.
 */
export const PROMOTION_CATEGORIES = ['welcome', 'deposit', 'rebate', 'sports', 'live', 'slots', 'raffle'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** A platform language code (`TY`, `EN`, `PT-BR`). */
const languageCode = z.string().check(z.regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/));

export const promotionValue = z.object({
  id: z.int().check(z.positive()),
  category: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  /** One or two plain-text sentences for the card. */
  summary: z.string(),
  /** The card's picture (the reference platform draws it: `/lgw/static/promotions/<id>.webp`). */
  image: z._default(z.nullable(z.string()), null),
  /** ISO time the promotion starts. */
  startsAt: z.string(),
  /** ISO time it ends; null for a standing offer. */
  endsAt: z.nullable(z.string()),
  /** A raffle: each eligible member may claim one prize (see {@link raffleClaim}). */
  raffle: z.boolean(),
  /** The language `title`, `summary` (and the detail's `content`) are written in. */
  language: languageCode,
  /** Every language the promotion is written in. */
  languages: z.array(languageCode).check(z.minLength(1)),
});
export type Promotion = z.output<typeof promotionValue>;

export const promotionDetailValue = z.extend(promotionValue, {
  /** The terms, as HTML from the platform: sanitise before rendering. */
  content: z.string(),
});
export type PromotionDetail = z.output<typeof promotionDetailValue>;

export const promotions = defineCall({
  summary: 'Current and upcoming promotions, in the request\'s language where written (docs/product.md §7 "promotions").',
  path: '/wps/promotion/list',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({
    language: z.optional(z.string()),
    /** Only this category. */
    category: z.optional(z.string().check(z.maxLength(40))),
  }),
  response: z.array(promotionValue),
});

const promotionId = z.int().check(z.positive(), z.lte(2_147_483_647));

export const promotionDetail = defineCall({
  refusals: ['NOT_FOUND'],
  summary: 'One promotion with its terms (HTML); ended ones too, so old links still explain themselves.',
  path: '/wps/promotion/detail',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ id: promotionId, language: z.optional(z.string()) }),
  response: promotionDetailValue,
});

/**
 * Where the session's member stands with a raffle: `open` (may claim now), `claimed` (with the
 * prize), `upcoming`, `ended`, `needRealAccount` (a trial account), `notEligible` (an account
 * type the raffle is not for).
 */
export const RAFFLE_STATES = ['open', 'claimed', 'upcoming', 'ended', 'needRealAccount', 'notEligible'] as const;
export type RaffleState = (typeof RAFFLE_STATES)[number];

export const raffleStatusValue = z.pipe(
  z.object({
    state: z.enum(RAFFLE_STATES),
    /** The prize won, in currency units on the wire (minor units once read), when `claimed`. */
    prize: z.nullable(wireAmount),
    currency: z._default(z.string(), 'PHP'),
    claimedAt: z.nullable(z.string()),
  }),
  z.transform((status) => ({ ...status, prize: status.prize === null ? null : minorFromWire(status.prize, status.currency) })),
);
export type RaffleStatus = z.output<typeof raffleStatusValue>;
export type WireRaffleStatus = z.input<typeof raffleStatusValue>;

export const raffleStatus = defineCall({
  refusals: ['NOT_FOUND'],
  summary: "The session member's standing with a raffle, and the prize once claimed.",
  path: '/wps/promotion/raffle/status',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ id: promotionId }),
  response: raffleStatusValue,
});

export const raffleClaimValue = z.pipe(
  z.object({
    id: z.int().check(z.positive()),
    /** The prize drawn, in currency units on the wire (minor units once read), already credited to the wallet. */
    prize: wireAmount.check(z.positive()),
    currency: z._default(z.string(), 'PHP'),
    /** The member's new standing with the raffle. */
    state: z.literal('claimed'),
    claimedAt: z.string(),
    /** The wallet balance after the credit, in currency units on the wire (minor units once read). */
    balance: wireAmount,
  }),
  z.transform((claim) => ({ ...claim, prize: minorFromWire(claim.prize, claim.currency), balance: minorFromWire(claim.balance, claim.currency) })),
);
export type RaffleClaim = z.output<typeof raffleClaimValue>;
export type WireRaffleClaim = z.input<typeof raffleClaimValue>;

export const raffleClaim = defineCall({
  refusals: ['ALREADY_CLAIMED', 'NEED_REAL_ACCOUNT', 'NOT_ELIGIBLE', 'NOT_FOUND', 'PLAY_BLOCKED', 'PROMOTION_ENDED', 'PROMOTION_NOT_STARTED'],
  summary: 'Claims a raffle\'s prize for the session member, once per raffle (docs/product.md §7 "raffle promotion claim").',
  path: '/wps/promotion/raffle/claim',
  method: 'POST',
  auth: true,
  encrypted: false,
  movesMoney: true,
  request: z.object({ id: promotionId }),
  response: raffleClaimValue,
});
