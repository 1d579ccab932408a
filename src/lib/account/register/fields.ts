import type { RegisterFieldSetting } from '../../../contract/calls/system';

/** The merchant's register settings, keyed by field name (`/wps/system/setting/register`). */
export type RegisterSettings = Readonly<Record<string, RegisterFieldSetting>>;

/** docs/product.md §4: a player registers by username or by mobile number. */
export type RegisterMode = 'username' | 'mobile';

/**
 * The inputs a player may see (docs/product.md §3). `referralCode` and `domain` are never inputs: the
 * first comes from the URL (see referral.ts), the second is `location.host`.
 */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/**
 * Optional fields that the register settings alone switch on and off (docs/product.md §5 "Optional
 * fields appear only when enabled"), in the order docs/product.md §3 lists them.
 */
const SETTING_DRIVEN: readonly RegisterField[] = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
];

export interface FormField {
  name: RegisterField;
  /**
   * Whether an empty value is refused. The SMS code is `conditional`: required in mobile mode,
   * and in username mode only once a number is typed (the platform checks a code for every
   * number it is given while REGMOBVERF3 is on).
   */
  required: boolean | 'conditional';
  /** The server's rule for the field, when it sent one (pattern, lengths, pattern message). */
  setting: RegisterFieldSetting | null;
}

export interface FieldPlanOptions {
  settings: RegisterSettings;
  mode: RegisterMode;
  /** Switch REGMOBVERF3: the number is verified with an SMS code. */
  smsVerification: boolean;
  /**
   * True when the URL brought an invitation code that passed its check (or is still being
   * checked): then it is sent as it is and no input is shown (docs/product.md §6).
   */
  affiliateFromUrl: boolean;
}

const enabled = (setting: RegisterFieldSetting | undefined): setting is RegisterFieldSetting => setting?.enabled === true;

/**
 * The fields to show, in order. The order follows docs/product.md §3's list with three changes that make
 * the form easier to fill in: the account's identity comes first (the username, or in mobile
 * mode the number), the SMS code sits right under the number it verifies, and the captcha comes
 * last, just before the terms and the submit button.
 *
 * - username: shown (and required) in username mode only; a mobile registration gets its
 *   account name from the number (docs/platform-api.md).
 * - password and confirmation: always, required.
 * - mobileNum: required in mobile mode; otherwise shown when its setting is enabled, required
 *   when the setting says so.
 * - verificationCode: with REGMOBVERF3 wherever the number is shown.
 * - affiliateCode: only when enabled, and only when the URL brought no code that checked out.
 * - paymentPassword: required whenever it is enabled (docs/product.md §5).
 * - captcha and the other optional fields: when enabled, required per setting.
 */
export function registerFields({ settings, mode, smsVerification, affiliateFromUrl }: FieldPlanOptions): FormField[] {
  const rule = (name: RegisterField): RegisterFieldSetting | null => settings[name] ?? null;
  const fields: FormField[] = [];

  const mobileSetting = settings['mobileNum'];
  const mobileShown = mode === 'mobile' || enabled(mobileSetting);
  const mobile: FormField[] = mobileShown
    ? [{ name: 'mobileNum', required: mode === 'mobile' || (enabled(mobileSetting) && mobileSetting.required), setting: rule('mobileNum') }]
    : [];
  if (mobileShown && smsVerification) {
    mobile.push({ name: 'verificationCode', required: mode === 'mobile' ? true : 'conditional', setting: rule('verificationCode') });
  }

  if (mode === 'username') fields.push({ name: 'username', required: true, setting: rule('username') });
  else fields.push(...mobile);
  fields.push({ name: 'password', required: true, setting: rule('password') });
  fields.push({ name: 'confirmPassword', required: true, setting: rule('confirmPassword') });
  if (mode === 'username') fields.push(...mobile);

  for (const name of SETTING_DRIVEN) {
    const setting = settings[name];
    if (!enabled(setting)) continue;
    if (name === 'affiliateCode' && affiliateFromUrl) continue;
    fields.push({ name, required: name === 'paymentPassword' ? true : setting.required, setting });
  }

  const captcha = settings['captcha'];
  if (enabled(captcha)) fields.push({ name: 'captcha', required: captcha.required, setting: captcha });
  return fields;
}

/** docs/product.md §4, §6: which modes the switches open; tabs only when both are. */
export function registerModes(switches: { USERNAMEREG3: boolean; MOBILENUMREG3: boolean }): RegisterMode[] {
  // Mobile first: it is the default whenever it is on (docs/product.md §4).
  return [...(switches.MOBILENUMREG3 ? (['mobile'] as const) : []), ...(switches.USERNAMEREG3 ? (['username'] as const) : [])];
}
