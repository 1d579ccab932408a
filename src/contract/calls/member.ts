import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall, noValue } from '../define';
import { sessionValue } from './session';

export const memberInfoValue = z.object({
  id: z.union([z.string(), z.number()]),
  account: z.string(),
  nickname: z._default(z.nullable(z.string()), null),
  /** Account type: 0 player; agent types 1, 2, 4 (trial), 41, 42 (docs/product.md §6). */
  type: z.int(),
  toUpline: z._default(z.boolean(), false),
  clubLabel: z._default(z.nullable(z.object({ labelName: z.string(), rankLevel: z.int() })), null),
  memberLabel: z._default(z.array(z.string()), []),
  /**
   * A time-out or self-exclusion holds: the session was opened with `restricted: true` and may only
   * withdraw and read records (docs/platform-api.md "Safer gambling"); the site opens no other page.
   */
  restricted: z._default(z.boolean(), false),
});
export type MemberInfo = z.output<typeof memberInfoValue>;

/** docs/product.md §6, §9: the account types that are agents (and see the Agent menu item). */
export const AGENT_TYPES: readonly number[] = [1, 2, 4, 41, 42];
export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);

export const memberInfo = defineCall({
  summary: 'The logged-in account.',
  path: '/wps/member/info',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: memberInfoValue,
});

/**
 * One level of the VIP club (docs/product.md §2 /vip). Amounts are in currency units (the answer's
 * `currency`), the rebate in percent of the week's valid turnover.
 */
export const vipLevelValue = z.object({
  /** The level's rank: member info's `clubLabel.rankLevel` of a member at this level. */
  rankLevel: z.int().check(z.positive()),
  /** The club label of members at this level (member info's `clubLabel.labelName`), not translated. */
  labelName: z.string(),
  /** The level's name in the request's language. */
  name: z.string(),
  /** What it takes to reach the level: cumulative deposits and cumulative valid turnover. */
  requirements: z.object({
    cumulativeDeposit: wireAmount.check(z.nonnegative()),
    turnover: wireAmount.check(z.nonnegative()),
  }),
  benefits: z.object({
    /** Paid once on reaching the level. */
    upgradeBonus: wireAmount.check(z.nonnegative()),
    /** Paid once a year in the member's birthday month. */
    birthdayBonus: wireAmount.check(z.nonnegative()),
    /** Share of the week's valid turnover paid back each Monday, in percent (0.8 = 0.8 %). */
    weeklyRebatePercent: z.number().check(z.nonnegative()),
    dailyWithdrawalLimit: wireAmount.check(z.nonnegative()),
    dailyWithdrawalCount: z.int().check(z.nonnegative()),
    /** The dedicated VIP customer service instead of live chat (docs/product.md §4: rank level above 4). */
    vipService: z.boolean(),
  }),
});
/** A level as the wire carries it: amounts in major units of the answer's currency. */
export type WireVipLevel = z.output<typeof vipLevelValue>;

/** A level's amounts read into minor units of `currency`. */
function levelInMinorUnits(level: WireVipLevel, currency: string | null) {
  const minor = (amount: number) => minorFromWire(amount, currency);
  const { requirements, benefits } = level;
  return {
    ...level,
    requirements: { cumulativeDeposit: minor(requirements.cumulativeDeposit), turnover: minor(requirements.turnover) },
    benefits: {
      ...benefits,
      upgradeBonus: minor(benefits.upgradeBonus),
      birthdayBonus: minor(benefits.birthdayBonus),
      dailyWithdrawalLimit: minor(benefits.dailyWithdrawalLimit),
    },
  };
}
export type VipLevel = ReturnType<typeof levelInMinorUnits>;

export const vipLevelsValue = z.pipe(
  z.object({
    /** ISO 4217 code of the amounts; null when the merchant has none set. */
    currency: z._default(z.nullable(z.string()), null),
    /** Every level, lowest rank first. */
    levels: z.array(vipLevelValue),
  }),
  z.transform(({ currency, levels }) => ({ currency, levels: levels.map((level) => levelInMinorUnits(level, currency)) })),
);
export type VipLevels = z.output<typeof vipLevelsValue>;

export const vipLevels = defineCall({
  summary: 'The VIP club levels with their requirements and benefits, names in the request language. Public.',
  path: '/wps/member/vip/levels',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ language: z.optional(z.string()) }),
  response: vipLevelsValue,
});

export const memberIcon = defineCall({
  summary: 'The avatar icon URL.',
  path: '/wps/member/info/icon',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ icon: z.nullable(z.string()) }),
});

export const consolidatedFunds = defineCall({
  summary: 'Contract settings of an agent (salary and dividend types): 1 for each agent feature switched on, 0 for off.',
  path: '/wps/member/info/funds/consolidated',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT'],
  request: z.object({}),
  response: z.object({
    dailysalreqtype: z.nullable(z.number()),
    divtypereq: z.nullable(z.number()),
    contracthoursalreq: z.nullable(z.number()),
    realtimesalreqtype: z.nullable(z.number()),
  }),
});

/** Every field docs/product.md §3 lists; which ones are shown and required comes from register settings. */
export const registerRequest = z.object({
  username: z.optional(z.string()),
  password: z.string(),
  confirmPassword: z.string(),
  payeeName: z.optional(z.string()),
  email: z.optional(z.string()),
  qqNum: z.optional(z.string()),
  mobileNum: z.optional(z.string()),
  recommenderId: z.optional(z.string()),
  captcha: z.optional(z.string()),
  captchaUuid: z.optional(z.string()),
  verificationCode: z.optional(z.string().check(z.maxLength(255))),
  affiliateCode: z.optional(z.string()),
  paymentPassword: z.optional(z.string()),
  line: z.optional(z.string()),
  whatsapp: z.optional(z.string()),
  facebook: z.optional(z.string()),
  wechat: z.optional(z.string()),
  idNumber: z.optional(z.string()),
  referralCode: z.optional(z.string()),
  domain: z.optional(z.string()),
  countryDialingCode: z.optional(z.string()),
  login: z._default(z.literal(true), true),
  registerUrl: z.optional(z.string()),
  registerMethod: z._default(z.literal('WEB'), 'WEB'),
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: z.optional(z.string()),
});

export const register = defineCall({
  refusals: ['FEATURE_DISABLED', 'INVALID_INVITATION_CODE', 'LINK_INACTIVE', 'VALIDATION', 'RATE_LIMITED'],
  summary: 'Register by username; logs the new player in.',
  path: '/wps/member/register',
  method: 'POST',
  auth: false,
  encrypted: true,
  issuesSession: true,
  request: registerRequest,
  response: sessionValue,
});

export const registerMobile = defineCall({
  refusals: ['FEATURE_DISABLED', 'INVALID_INVITATION_CODE', 'LINK_INACTIVE', 'VALIDATION', 'RATE_LIMITED', 'NOT_FOUND'],
  summary: 'Register by mobile number; logs the new player in.',
  path: '/wps/member/register/mobile',
  method: 'POST',
  auth: false,
  encrypted: true,
  issuesSession: true,
  request: registerRequest,
  response: sessionValue,
});

export const changePassword = defineCall({
  refusals: ['NEED_REAL_ACCOUNT', 'RATE_LIMITED', 'VALIDATION'],
  summary: 'Change the password of the logged-in account: every session of the account ends, this one included (log in again with the new password).',
  path: '/wps/member/password',
  method: 'PUT',
  auth: true,
  encrypted: true,
  endsSession: 'on-success',
  request: z.object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }),
  response: noValue,
});

export const forgotPasswordByEmail = defineCall({
  refusals: ['RATE_LIMITED', 'NOT_FOUND'],
  summary: 'Send a new password to the account e-mail.',
  path: '/wps/member/password/email',
  method: 'POST',
  auth: false,
  encrypted: false,
  body: 'form',
  request: z.object({ username: z.string(), email: z.string() }),
  response: noValue,
});

export const setPasswordByPhone = defineCall({
  refusals: ['FEATURE_DISABLED', 'VALIDATION', 'RATE_LIMITED', 'NOT_FOUND'],
  summary: 'Set a new password with an SMS code; logs the player in.',
  path: '/wps/member/password/verification',
  method: 'POST',
  auth: false,
  encrypted: true,
  issuesSession: true,
  request: z.object({
    newPassword: z.string(),
    mobileNum: z.string(),
    verificationCode: z.string(),
    /** The number's country dialing code ('63' or '+63'); the merchant's market when absent. */
    countryDialingCode: z.optional(z.string()),
  }),
  response: sessionValue,
});

export const firstLogin = defineCall({
  summary: 'Marks the first-login action done.',
  path: '/wps/member/firstLogin',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: noValue,
});

export const agentAffiliate = defineCall({
  refusals: ['INVALID_INVITATION_CODE', 'LINK_INACTIVE'],
  summary:
    "Check an affiliate (invitation) code for a domain: an agent's code or one of its registration links' codes (refused while the link is off or expired).",
  path: '/wps/agent/affiliate',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ code: z.string(), domain: z.string() }),
  response: z.object({ affiliateCode: z.string() }),
});
