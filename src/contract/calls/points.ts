import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';
import { pageInfoFields, pageNoField, pageSizeField } from '../paging';
import { ADDRESS_MAX, RECIPIENT_MAX } from '../validation/delivery';

/**
 * The points mall (issue 15 item 6; docs/product.md "Points mall"; the calls docs/product.md lists
 * for points: balance, reward list, redeem and convert with password check, redeem list, config,
 * member transaction detail). The original calls are known by name only; these paths are ours. Points are whole
 * numbers and never expire (docs/product.md §9); cash amounts are major units on the wire and
 * minor units once read (docs/platform-api.md "Money"). Rules: docs/decisions/0038-points-mall.md.
 */
const points = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const signedPoints = z.int().check(z.gte(-Number.MAX_SAFE_INTEGER), z.lte(Number.MAX_SAFE_INTEGER));
const itemId = z.int().check(z.positive(), z.lte(2_147_483_647));

export const pointsConfigValue = z.pipe(
  z.object({
    currency: z._default(z.string(), 'PHP'),
    /** Valid bet that earns one point (whole points per settled bet, the remainder is not carried). */
    stakePerPoint: wireAmount.check(z.positive()),
    /** Cash one point converts to. */
    cashPerPoint: wireAmount.check(z.positive()),
    /** The fewest points one conversion takes. */
    minConvertPoints: points,
    /** Turnover a conversion's cash must be played before it is withdrawable, as a multiple of it. */
    convertTurnoverMultiple: z.int().check(z.gte(0), z.lte(100)),
    /** Points never expire (docs/product.md §9). */
    expires: z.literal(false),
  }),
  z.transform((config) => ({
    ...config,
    stakePerPoint: minorFromWire(config.stakePerPoint, config.currency),
    cashPerPoint: minorFromWire(config.cashPerPoint, config.currency),
  })),
);
export type PointsConfig = z.output<typeof pointsConfigValue>;

export const pointsConfig = defineCall({
  summary: 'How points are earned and converted: the valid bet per point, the cash per point, the conversion minimum and turnover multiple.',
  path: '/wps/points/config',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({}),
  response: pointsConfigValue,
});

/**
 * A physical item is sent to the player, who gives the delivery details when redeeming it; a
 * virtual one (a gift card, a voucher) needs none (docs/decisions/0070-points-mall-delivery.md).
 */
export const ITEM_KINDS = ['physical', 'virtual'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const pointsItemValue = z.object({
  id: itemId,
  /** In the request's language (English when the item has no name in it). */
  name: z.string(),
  description: z.string(),
  price: points,
  /** Items left; 0 is out of stock. */
  stock: z.int().check(z.gte(0)),
  /** Site path of the picture. */
  picture: z.string(),
  /** The lowest VIP rank that may redeem it, with that level's name; null for everyone. */
  minVipRank: z.nullable(z.int().check(z.positive())),
  minVipName: z.nullable(z.string()),
  /** Redemptions one member may make of it; null without a limit. */
  limitPerMember: z.nullable(z.int().check(z.positive())),
  /** Physical items need delivery details to be redeemed; a platform that does not say is taken as virtual. */
  kind: z._default(z.enum(ITEM_KINDS), 'virtual'),
  /** The sizes to choose from (a physical item's), in display order; empty when it has none. */
  sizes: z._default(z.array(z.string()), []),
});
export type PointsItem = z.output<typeof pointsItemValue>;

export const pointsRewardList = defineCall({
  summary: 'The catalogue: every item on offer with its point price, stock, picture, VIP level and limit per member (public).',
  path: '/wps/points/rewards',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({}),
  response: z.array(pointsItemValue),
});

/** Why the session member cannot redeem an item now. */
export const UNAVAILABLE_REASONS = ['outOfStock', 'vipTooLow', 'limitReached', 'tooFewPoints'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const pointsBalanceValue = z.object({
  balance: points,
  /** Earned and spent in all (balance = earned - spent). */
  earned: points,
  spent: points,
  /** Each catalogue item's availability to this member, with the first reason it is not available. */
  availability: z.array(z.object({ id: itemId, reason: z.nullable(z.enum(UNAVAILABLE_REASONS)) })),
});
export type PointsBalance = z.output<typeof pointsBalanceValue>;

export const pointsBalance = defineCall({
  summary: "The session member's points balance (SUM of points entries), earned and spent, and which items they may redeem.",
  path: '/wps/points/balance',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({}),
  response: pointsBalanceValue,
});

/**
 * The delivery details of a physical item as sent: the platform checks them
 * (src/contract/validation/delivery.ts) and refuses with `VALIDATION` naming the field
 * (`recipient`, `address`, `phone`, `size`). The size only where the item has sizes.
 */
export const deliveryInput = z.object({
  recipient: z.string().check(z.maxLength(RECIPIENT_MAX * 4)),
  address: z.string().check(z.maxLength(ADDRESS_MAX * 4)),
  phone: z.string().check(z.maxLength(60)),
  size: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
});

/** The delivery details as kept with a redemption (trimmed, the phone as digits with its `+`). */
export const deliveryValue = z.object({ recipient: z.string(), address: z.string(), phone: z.string(), size: z.nullable(z.string()) });
export type DeliveryDetails = z.output<typeof deliveryValue>;

export const REDEMPTION_STATES = ['processing', 'delivered', 'rejected'] as const;

export const redemptionValue = z.object({
  id: z.int().check(z.positive()),
  /** The catalogue item (its sizes, for a change of delivery details); null when the platform does not say. */
  itemId: z._default(z.nullable(itemId), null),
  itemName: z.string(),
  points,
  state: z.enum(REDEMPTION_STATES),
  /** The redemption code to quote to customer service or enter where the item is used. */
  code: z.string(),
  /** The voucher's code the operator gave when delivering it (`mall deliver --code`), if any. */
  deliveryCode: z.nullable(z.string()),
  /** Why the operator rejected it (its points were returned); null unless rejected. */
  reason: z.nullable(z.string()),
  at: z.string(),
  /** Where a physical item goes; null for a virtual one. The player may change it while the state is `processing`. */
  delivery: z._default(z.nullable(deliveryValue), null),
});
export type Redemption = z.output<typeof redemptionValue>;

const PASSWORD_GUARDED = ['VALIDATION', 'NEED_REAL_ACCOUNT', 'INSUFFICIENT_FUNDS', 'PAYMENT_PASSWORD_LOCKED'] as const;

export const pointsRedeem = defineCall({
  refusals: [...PASSWORD_GUARDED, 'ITEM_UNAVAILABLE', 'NOT_FOUND', 'PLAY_BLOCKED'],
  summary:
    'Redeems one catalogue item for its point price (payment password checked; a physical item with its delivery details): the points debit, the stock and the redemption commit together.',
  path: '/wps/points/redeem',
  method: 'POST',
  auth: true,
  encrypted: true,
  movesMoney: true,
  request: z.object({ itemId, paymentPassword: z.string().check(z.maxLength(100)), delivery: z.optional(deliveryInput) }),
  response: z.object({ redemption: redemptionValue, balance: points }),
});

export const pointsRedemptionDelivery = defineCall({
  refusals: ['VALIDATION', 'NEED_REAL_ACCOUNT', 'NOT_FOUND', 'PAYMENT_PASSWORD_LOCKED', 'REDEMPTION_CLOSED'],
  summary:
    "Changes a physical redemption's delivery details (payment password checked) while it is processing; once the operator has delivered or rejected it, refused with REDEMPTION_CLOSED.",
  path: '/wps/points/redemptions/delivery',
  method: 'PUT',
  auth: true,
  encrypted: true,
  request: z.object({
    redemptionId: z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
    delivery: deliveryInput,
    paymentPassword: z.string().check(z.maxLength(100)),
  }),
  response: z.object({ redemption: redemptionValue }),
});

export const pointsConvertValue = z.pipe(
  z.object({
    currency: z._default(z.string(), 'PHP'),
    points,
    cash: wireAmount.check(z.positive()),
    /** Valid turnover to play before the cash is withdrawable. */
    turnover: wireAmount,
    /** Points left, and the main wallet's balance after the credit. */
    pointsBalance: points,
    balance: wireAmount,
  }),
  z.transform((done) => ({
    ...done,
    cash: minorFromWire(done.cash, done.currency),
    turnover: minorFromWire(done.turnover, done.currency),
    balance: minorFromWire(done.balance, done.currency),
  })),
);

export const pointsConvert = defineCall({
  refusals: [...PASSWORD_GUARDED, 'PLAY_BLOCKED'],
  summary:
    'Converts points to cash in the main wallet at the configured rate (payment password checked): the points debit and the cash credit commit together.',
  path: '/wps/points/convert',
  method: 'POST',
  auth: true,
  encrypted: true,
  movesMoney: true,
  request: z.object({ points: z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)), paymentPassword: z.string().check(z.maxLength(100)) }),
  response: pointsConvertValue,
});

/** Redemptions a page of the mall's history holds. */
export const REDEMPTIONS_PAGE_SIZE = 20;

export const pointsRedeemList = defineCall({
  summary: "The session member's redemptions, newest first, one page at a time, with their state and code.",
  path: '/wps/points/redemptions',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({
    /** 1-based; a page past the last answers no redemptions (and the real page count). */
    pageNo: pageNoField,
    pageSize: pageSizeField(REDEMPTIONS_PAGE_SIZE),
  }),
  response: z.object({ redemptions: z.array(redemptionValue), ...pageInfoFields }),
});

export const POINTS_ENTRY_KINDS = ['earn', 'redeem', 'convert', 'refund'] as const;

/** Points entries a page of the points transactions holds (the mall shows one page at a time). */
export const POINTS_ENTRIES_PAGE_SIZE = 20;

export const pointsTransactions = defineCall({
  summary: "The session member's points entries, newest first, one page at a time, each with the balance after it.",
  path: '/wps/points/transactions',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({
    /** 1-based; a page past the last answers no entries (and the real page count). */
    pageNo: pageNoField,
    pageSize: pageSizeField(POINTS_ENTRIES_PAGE_SIZE),
  }),
  response: z.object({
    entries: z.array(
      z.object({
        id: z.int().check(z.positive()),
        kind: z.enum(POINTS_ENTRY_KINDS),
        points: signedPoints,
        balanceAfter: points,
        note: z.string(),
        at: z.string(),
      }),
    ),
    ...pageInfoFields,
  }),
});
