import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall, noValue } from '../define';

/**
 * The member centre's "My account" (docs/product.md "Member centre", docs/platform-api.md
 * "Member centre"): contact details and their verification by a code, the VIP progress
 * counters, the login history and "log out everywhere else". Member info, the VIP table, the
 * avatar and the password change are member calls (./member.ts).
 */

/** A contact channel a code can prove: the account's e-mail or its mobile number. */
export const contactChannel = z.enum(['email', 'mobile']);
export type ContactChannel = z.output<typeof contactChannel>;

export const centreOverview = defineCall({
  refusals: ['NEED_REAL_ACCOUNT'],
  summary: "The account's contact details with their verification state, and its VIP progress: cumulative deposits and valid turnover.",
  path: '/wps/member/centre/overview',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.pipe(
    z.object({
      email: z.nullable(z.string()),
      emailVerified: z.boolean(),
      /** The dialing code (digits, no '+') and the national number, as stored. */
      mobile: z.nullable(z.object({ countryDialingCode: z.string(), mobileNum: z.string() })),
      mobileVerified: z.boolean(),
      /** ISO 4217 code of the amounts below; null when the merchant has none set. */
      currency: z.nullable(z.string()),
      /** Every deposit credited to the account so far (the VIP table's `cumulativeDeposit`). */
      cumulativeDeposit: wireAmount.check(z.nonnegative()),
      /** Every stake settled so far (the VIP table's `turnover`). */
      turnover: wireAmount.check(z.nonnegative()),
    }),
    z.transform(({ cumulativeDeposit, turnover, currency, ...rest }) => ({
      ...rest,
      currency,
      cumulativeDeposit: minorFromWire(cumulativeDeposit, currency),
      turnover: minorFromWire(turnover, currency),
    })),
  ),
});
export type CentreOverview = z.output<typeof centreOverview.response>;

export const sendContactCode = defineCall({
  refusals: ['NEED_REAL_ACCOUNT', 'RATE_LIMITED', 'VALIDATION'],
  summary:
    'Send a code that proves an e-mail address or mobile number (the one on the account, or a new one given here) to it; a proven new one replaces the old.',
  path: '/wps/member/centre/verification/send',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({
    channel: contactChannel,
    /** channel `email`: the address; the account's own when absent. */
    email: z.optional(z.string().check(z.maxLength(254))),
    /** channel `mobile`: the national number; the account's own when absent. */
    mobileNum: z.optional(z.string().check(z.maxLength(32))),
    countryDialingCode: z.optional(z.string().check(z.maxLength(8))),
  }),
  response: z.object({ expiredMinutes: z.int().check(z.positive()) }),
});

export const confirmContactCode = defineCall({
  refusals: ['NEED_REAL_ACCOUNT', 'RATE_LIMITED', 'VALIDATION'],
  summary: 'Prove the address or number the last code of the channel went to: it becomes the verified one of the account.',
  path: '/wps/member/centre/verification/confirm',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({ channel: contactChannel, verificationCode: z.string().check(z.maxLength(32)) }),
  response: noValue,
});

export const loginHistoryEntry = z.object({
  /** ISO time of the login. */
  time: z.string(),
  ip: z.string(),
  /** The browser's User-Agent as it logged in; '' when none was sent. */
  device: z.string(),
  /** The login of the session asking. */
  current: z.boolean(),
  /** Its session is still open (ended by logout, a password change or "log out everywhere else"). */
  active: z.boolean(),
});
export type LoginHistoryEntry = z.output<typeof loginHistoryEntry>;

export const loginHistory = defineCall({
  refusals: ['NEED_REAL_ACCOUNT'],
  summary: "The account's last 20 logins, newest first: time, IP, device, and whether each is this session or still open.",
  path: '/wps/member/centre/logins',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ logins: z.array(loginHistoryEntry) }),
});

export const logoutOthers = defineCall({
  refusals: ['NEED_REAL_ACCOUNT'],
  summary: 'End every session of the account but the one asking ("log out everywhere else").',
  path: '/wps/member/centre/sessions/logoutOthers',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ ended: z.int().check(z.nonnegative()) }),
});
