import { z } from 'zod/mini';
import { defineCall, noValue } from '../define';

/** Shared by every call that logs a player in (login, register, free play, phone reset). */
export const sessionValue = z.object({
  token: z.string().check(z.minLength(1)),
  firstTimeLogin: z._default(z.boolean(), false),
  passwordExpired: z._default(z.boolean(), false),
  /** Minutes an SMS code stays valid; only on SMS logins. */
  expiredMinutes: z.optional(z.number()),
});

export const rsaKey = defineCall({
  summary: 'RSA modulus (hex, exponent 10001) used to wrap the DES key of encrypted calls.',
  path: '/wps/session/key/rsa',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({}),
  response: z.string().check(z.regex(/^[0-9a-fA-F]+$/)),
});

export const loginRequest = z.object({
  username: z.optional(z.string().check(z.trim(), z.minLength(1))),
  password: z.optional(z.string().check(z.minLength(1))),
  captcha: z.optional(z.string().check(z.trim())),
  /** Identifies the captcha image the player was shown (see {@link captcha}). */
  captchaUuid: z.optional(z.string()),
  mobileNum: z.optional(z.string().check(z.trim())),
  verificationCode: z.optional(z.string().check(z.trim())),
  countryDialingCode: z.optional(z.string()),
  type: z._default(z.enum(['username', 'sms']), 'username'),
  /** 'member' from the site, 'agent' from the agent page: the platform refuses the other kind. */
  loginFrom: z._default(z.enum(['member', 'agent']), 'member'),
  /**
   * Geetest v4 result (lot_number, captcha_output, pass_token, gen_time) when the operator has
   * configured Geetest as the username login's bot check instead of the platform's captcha.
   */
  geetest: z.optional(z.record(z.string(), z.string())),
  /**
   * During a time-out or self-exclusion the login is refused (PLAY_BLOCKED, with the end date);
   * sent again with `restricted: true`, it opens a session in which the player can only withdraw
   * and read records (docs/platform-api.md "Safer gambling").
   */
  restricted: z.optional(z.boolean()),
});

export const login = defineCall({
  refusals: [
    'CAPTCHA_REQUIRED',
    'CAPTCHA_INVALID',
    'INVALID_CREDENTIALS',
    'RATE_LIMITED',
    'NOT_AGENT',
    'NOT_MEMBER',
    'FEATURE_DISABLED',
    'VALIDATION',
    'NOT_FOUND',
    'PLAY_BLOCKED',
  ],
  summary: 'Log in by username and password (or SMS code). Failure may set value.captcha to ask for a captcha.',
  path: '/wps/session/login',
  method: 'POST',
  auth: false,
  encrypted: true,
  issuesSession: true,
  request: loginRequest,
  response: sessionValue,
});

export const socialLogin = defineCall({
  refusals: ['NOT_AGENT', 'NOT_MEMBER', 'FEATURE_DISABLED'],
  summary: 'Log in with a Google ID token or a Facebook access token; the platform verifies it with the provider.',
  path: '/wps/session/login/social',
  method: 'POST',
  auth: false,
  encrypted: true,
  issuesSession: true,
  request: z.object({
    provider: z.enum(['google', 'facebook']),
    /** Google: the ID token (JWT) from Google Identity Services. Facebook: the user access token. */
    credential: z.string().check(z.minLength(1)),
    loginFrom: z._default(z.enum(['member', 'agent']), 'member'),
  }),
  response: sessionValue,
});

export const freePlayLogin = defineCall({
  refusals: ['FEATURE_DISABLED', 'RATE_LIMITED'],
  summary: 'Start a free-play (trial, type 4) session.',
  path: '/wps/session/login/freeplay',
  method: 'POST',
  auth: false,
  encrypted: true,
  issuesSession: true,
  headers: { 'X-Gateway-Version': '3' },
  request: z.object({ os: z.string(), platform: z.literal('W'), random: z.string() }),
  response: sessionValue,
});

export const logout = defineCall({
  summary: 'End the session.',
  path: '/wps/session/logout',
  method: 'DELETE',
  auth: true,
  encrypted: false,
  endsSession: 'always',
  request: z.object({}),
  response: noValue,
});

export const captcha = defineCall({
  refusals: ['RATE_LIMITED'],
  summary: 'A captcha image (base64 PNG) for the given client-chosen uuid.',
  path: '/wps/captcha',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ uuid: z.string().check(z.minLength(8), z.maxLength(64)) }),
  response: z.string().check(z.minLength(1)),
});

export const smsNoLogin = defineCall({
  refusals: ['RATE_LIMITED', 'NOT_FOUND', 'VALIDATION'],
  summary: 'Send an SMS code to a number (login and password reset).',
  path: '/wps/verification/sms/noLogin',
  method: 'POST',
  auth: false,
  encrypted: false,
  request: z.object({ mobileNum: z.string(), countryDialingCode: z.string() }),
  response: z.object({ expiredMinutes: z._default(z.number(), 1) }),
});

export const smsRegister = defineCall({
  refusals: ['RATE_LIMITED', 'NOT_FOUND', 'VALIDATION'],
  summary: 'Send an SMS code for registration.',
  path: '/wps/verification/sms/register',
  method: 'POST',
  auth: false,
  encrypted: false,
  request: z.object({
    mobileNo: z.string(),
    countryDialingCode: z.string(),
    geetest: z.optional(z.record(z.string(), z.string())),
  }),
  response: z.object({ expiredMinutes: z._default(z.number(), 1) }),
});
