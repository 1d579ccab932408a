import { randomInt } from 'node:crypto';
import type { z } from 'zod/mini';
import type { registerRequest } from '../../src/contract/calls/member';
import type { RegisterFieldSetting } from '../../src/contract/calls/system';
import { isValidPassword, isValidUsername } from '../../src/contract/validation/rules';
import { checkCaptcha } from '../captcha/store';
import type { Queryable } from '../db/index';
import { fieldRefusal, refusal, type CallContext, type Outcome } from '../http/context';
import { ErrorCodes } from '../../src/contract/refusals';
import { hashPassword } from '../security/password';
import { useSmsCode } from '../security/sms-codes';
import { whitelabelOn } from '../settings/account-rules';
import { settingOr } from '../settings/store';
import { openSession } from './login-session';
import { findAgentByAffiliateCode, findByAccount, findByMobile, type MemberRow } from './members';
import { linkForRegistration } from '../agent/links';
import { parsePhone, type Phone } from './phone';
import { checkSettingField, SETTING_FIELDS } from './register-fields';

type RegisterInput = z.output<typeof registerRequest>;
export type RegistrationMode = 'username' | 'mobile';

const text = (value: string | undefined): string => value?.trim() ?? '';

/**
 * Registration, by username (/wps/member/register, USERNAMEREG3) or by mobile number
 * (/wps/member/register/mobile, MOBILENUMREG3). Checks run cheapest first and nothing is
 * looked up in the database before the captcha is checked, so the form cannot be used to
 * probe which usernames or numbers exist without solving one:
 *
 * 1. fields: username and password by the shared rules, the confirmation, the mobile number
 *    (required for mobile registration or when the setting says so) by normaliseMobile, every
 *    other field by its register setting; each refusal is `VALIDATION` with `value.field`;
 * 2. the captcha, when its setting is enabled (used up by the check, right or wrong);
 * 3. the invitation code, when given: an agent's, else `INVALID_INVITATION_CODE`;
 * 4. username and number not taken;
 * 5. with REGMOBVERF3 on and a number given, the SMS code from /wps/verification/sms/register
 *    (a proof from an identity provider, `firebaseIdToken`, is refused at step 1: it cannot be
 *    checked offline);
 * 6. the insert, which the unique indexes make safe against double submits: of two
 *    concurrent registrations of one username exactly one succeeds, the other is refused as
 *    taken. The new player is logged in (`firstTimeLogin: true`).
 */
export async function register(context: CallContext<RegisterInput>, mode: RegistrationMode): Promise<Outcome> {
  const { services, input, now, t } = context;
  const { db, options } = services;
  const current = await services.settings.get();
  if (!whitelabelOn(current, mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3')) {
    return refusal(200, t('featureDisabled'), ErrorCodes.featureDisabled);
  }
  const rules = settingOr<Record<string, RegisterFieldSetting>>(current, 'register', {});

  // 1. Fields.
  const username = text(input.username);
  if (mode === 'username' && !username) return fieldRefusal(t, 'username', 'fieldRequired');
  if (username && !isValidUsername(username)) return fieldRefusal(t, 'username', 'usernameRule');
  if (!input.password) return fieldRefusal(t, 'password', 'fieldRequired');
  if (!isValidPassword(input.password)) return fieldRefusal(t, 'password', 'passwordRule');
  if (input.confirmPassword !== input.password) return fieldRefusal(t, 'confirmPassword', 'confirmPasswordMismatch');

  let phone: Phone | null = null;
  const mobileSetting = rules['mobileNum'];
  if (text(input.mobileNum)) {
    const parsed = parsePhone(input.mobileNum, input.countryDialingCode);
    if (!parsed.ok) return fieldRefusal(t, parsed.field, parsed.field === 'mobileNum' ? 'mobileInvalid' : 'dialingCodeInvalid');
    phone = parsed.phone;
  } else if (mode === 'mobile' || (mobileSetting?.enabled && mobileSetting.required)) {
    return fieldRefusal(t, 'mobileNum', 'fieldRequired');
  }

  const values: Partial<Record<(typeof SETTING_FIELDS)[number], string>> = {};
  for (const field of SETTING_FIELDS) {
    const value = text(input[field]);
    const problem = checkSettingField(value, rules[field]);
    if (problem) return fieldRefusal(t, field, problem.key, 'min' in problem || 'max' in problem ? { min: problem.min, max: problem.max } : {});
    if (value && rules[field]?.enabled) values[field] = value;
  }
  const affiliateCode = text(input.affiliateCode);
  if (!affiliateCode && rules['affiliateCode']?.enabled && rules['affiliateCode'].required) return fieldRefusal(t, 'affiliateCode', 'fieldRequired');
  // A Firebase ID token is signed by Google; checking it needs Google's current public keys
  // (fetched online) and the operator's Firebase project. The reference platform has neither,
  // so it refuses the proof rather than take the number as verified on the browser's word.
  if (text(input.firebaseIdToken) || input.firebaseChannel) return fieldRefusal(t, 'verificationCode', 'identityPhoneUnsupported');
  const smsVerification = phone !== null && whitelabelOn(current, 'REGMOBVERF3');
  if (smsVerification && !text(input.verificationCode)) return fieldRefusal(t, 'verificationCode', 'verificationCodeRequired');

  // 2. Captcha.
  const captchaSetting = rules['captcha'];
  if (captchaSetting?.enabled && (captchaSetting.required || text(input.captcha))) {
    if (!text(input.captcha) || !input.captchaUuid) return fieldRefusal(t, 'captcha', 'fieldRequired');
    if (!(await checkCaptcha(db, input.captchaUuid, text(input.captcha), now))) return fieldRefusal(t, 'captcha', 'captchaInvalid');
  }

  // 3. Invitation code: its agent becomes the upline. An agent's registration link's code works
  // the same way and brings the link's rebate (platform/agent/links.ts); an off or expired link is refused.
  let upline: MemberRow | null = null;
  let link: { id: bigint; rebateBp: number } | null = null;
  if (affiliateCode) {
    upline = await findAgentByAffiliateCode(db, affiliateCode);
    if (!upline) {
      const found = await linkForRegistration(db, affiliateCode, now, context.language);
      if (found.kind === 'refused') return found.outcome;
      if (found.kind === 'none') return refusal(200, t('invalidInvitation'), ErrorCodes.invalidInvitation, { field: 'affiliateCode' });
      upline = found.agent;
      link = { id: found.linkId, rebateBp: found.rebateBp };
    }
  }

  // 4. Not taken (checked again by the unique indexes at the insert).
  if (username && (await findByAccount(db, username))) return fieldRefusal(t, 'username', 'usernameTaken');
  if (phone && (await findByMobile(db, phone))) return fieldRefusal(t, 'mobileNum', 'mobileTaken');

  // 5. The number is the player's.
  if (phone && smsVerification) {
    const right = await useSmsCode(db, { purpose: 'register', recipient: phone.e164, code: text(input.verificationCode), now });
    if (!right) return fieldRefusal(t, 'verificationCode', 'verificationCodeInvalid');
  }

  // 6. Insert and log in.
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(input.password, options.scryptCost),
    values.paymentPassword ? hashPassword(values.paymentPassword, options.scryptCost) : null,
  ]);
  const profile = {
    ...pick(values, ['qqNum', 'recommenderId', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber']),
    ...(text(input.domain) ? { domain: text(input.domain).slice(0, 255) } : {}),
    ...(text(input.registerUrl) ? { registerUrl: text(input.registerUrl).slice(0, 1000) } : {}),
    registerMethod: input.registerMethod,
  };
  const row = {
    passwordHash,
    paymentPasswordHash,
    uplineId: upline?.id ?? null,
    type: 0,
    rebateBp: link?.rebateBp ?? null,
    linkId: link?.id ?? null,
    phone,
    email: values.email ?? null,
    payeeName: values.payeeName ?? null,
    // Stored whatever its setting: the site passes on the ?referralCode= the player came with.
    referralCode: text(input.referralCode).slice(0, 64) || null,
    profile,
    now,
  };

  const candidates = username ? [username] : accountNamesFor(phone);
  for (const account of candidates) {
    const member = await insertMember(db, account, row);
    if (member) return openSession(services, member, { now, ip: context.ip, device: context.device });
    if (phone && (await findByMobile(db, phone))) return fieldRefusal(t, 'mobileNum', 'mobileTaken');
    if (username) return fieldRefusal(t, 'username', 'usernameTaken');
  }
  throw new Error('register: no free account name for a mobile registration');
}

const pick = <T extends Record<string, string>, K extends keyof T>(values: Partial<T>, keys: readonly K[]): Partial<Pick<T, K>> =>
  Object.fromEntries(keys.filter((key) => values[key] !== undefined).map((key) => [key, values[key]])) as Partial<Pick<T, K>>;

/**
 * Account names for a mobile registration without a username: `m` and the national number when
 * that satisfies the username rule, then `m` and random digits.
 */
function accountNamesFor(phone: Phone | null): string[] {
  const names = phone && isValidUsername(`m${phone.national}`) ? [`m${phone.national}`] : [];
  while (names.length < 6) names.push(`m${randomInt(100_000_000, 1_000_000_000)}`);
  return names;
}

export interface NewMember {
  passwordHash: string;
  paymentPasswordHash: string | null;
  uplineId: bigint | null;
  /** 0 for a player; an agent's register page may create a sub-agent (platform/agent/register.ts). */
  type: number;
  /** The rebate an agent gave the player (basis points), and the registration link it came through. */
  rebateBp: number | null;
  linkId: bigint | null;
  phone: Phone | null;
  email: string | null;
  payeeName: string | null;
  referralCode: string | null;
  profile: Record<string, string>;
  now: number;
}

/** Inserts the member; null when a unique index (account or mobile number) refused it. */
export async function insertMember(db: Queryable, account: string, member: NewMember): Promise<MemberRow | null> {
  const at = new Date(member.now);
  const rows = await db.query<{ id: bigint }>(
    `INSERT INTO members (account, account_key, password_hash, type, upline_id, mobile_country, mobile_num, email, payee_name,
                          referral_code, profile, payment_password_hash, created_at, password_changed_at, rebate_bp, agent_link_id)
     VALUES ($1, $2, $3, $13, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12, $14, $15)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      account,
      account.toLowerCase(),
      member.passwordHash,
      member.uplineId,
      member.phone?.country ?? null,
      member.phone?.national ?? null,
      member.email,
      member.payeeName,
      member.referralCode,
      JSON.stringify(member.profile),
      member.paymentPasswordHash,
      at,
      member.type,
      member.rebateBp,
      member.linkId,
    ],
  );
  if (!rows[0]) return null;
  return findByAccount(db, account);
}
