import { z } from 'astro/zod';
import { defineCall, noValue } from '../define';

/** Shared by every call that logs a player in (login, register, free play, phone reset). */
export const sessionValue = z.object({
  token: z.string().min(1),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  /** Minutes an SMS code stays valid; only on SMS logins. */
  expiredMinutes: z.number().optional(),
});

export const rsaKey = defineCall({
  summary: 'RSA modulus (hex, exponent 10001) used to wrap the DES key of encrypted calls.',
  path: '/wps/session/key/rsa',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({}),
  response: z.string().regex(/^[0-9a-fA-F]+$/),
});

export const loginRequest = z.object({
  username: z.string().trim().min(1).optional(),
  password: z.string().min(1).optional(),
  captcha: z.string().trim().optional(),
  /** Identifies the captcha image the player was shown (see {@link captcha}). */
  captchaUuid: z.string().optional(),
  mobileNum: z.string().trim().optional(),
  verificationCode: z.string().trim().optional(),
  countryDialingCode: z.string().optional(),
  type: z.enum(['username', 'sms']).default('username'),
  /** 'member' from the site, 'agent' from the agent page: the platform refuses the other kind. */
  loginFrom: z.enum(['member', 'agent']).default('member'),
  /**
   * Geetest v4 result (lot_number, captcha_output, pass_token, gen_time) when the operator has
   * configured Geetest as the username login's bot check instead of the platform's captcha.
   */
  geetest: z.record(z.string(), z.string()).optional(),
  /**
   * During a time-out or self-exclusion the login is refused (PLAY_BLOCKED, with the end date);
   * sent again with `restricted: true`, it opens a session in which the player can only withdraw
   * and read records (docs/platform-api.md "Safer gambling").
   */
  restricted: z.boolean().optional(),
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
    credential: z.string().min(1),
    loginFrom: z.enum(['member', 'agent']).default('member'),
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
  endsSession: true,
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
  request: z.object({ uuid: z.string().min(8).max(64) }),
  response: z.string().min(1),
});

export const smsNoLogin = defineCall({
  refusals: ['RATE_LIMITED', 'NOT_FOUND', 'VALIDATION'],
  summary: 'Send an SMS code to a number (login and password reset).',
  path: '/wps/verification/sms/noLogin',
  method: 'POST',
  auth: false,
  encrypted: false,
  request: z.object({ mobileNum: z.string(), countryDialingCode: z.string() }),
  response: z.object({ expiredMinutes: z.number().default(1) }),
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
    geetest: z.record(z.string(), z.string()).optional(),
  }),
  response: z.object({ expiredMinutes: z.number().default(1) }),
});
