import type { RegisterFieldSetting } from '../../src/contract/calls/system';
import type { FieldName } from '../i18n';

/**
 * The registration fields whose rules come only from the merchant's register settings (docs/product.md §5:
 * "required per server setting, each with its own pattern"). Username, password, mobile number,
 * captcha, SMS code and invitation code have rules of their own (see registration.ts).
 */
export const SETTING_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'domain',
] as const satisfies readonly FieldName[];
export type SettingField = (typeof SETTING_FIELDS)[number];

export type FieldProblem =
  | { key: 'fieldRequired' }
  | { key: 'fieldLength' | 'fieldLengthExact' | 'fieldTooShort' | 'fieldTooLong'; min?: number; max?: number }
  | { key: 'fieldFormat' };

/** `acceptedPattern` as a RegExp; '*' (or a pattern that does not compile) accepts anything. */
function patternOf(setting: RegisterFieldSetting): RegExp | null {
  if (!setting.acceptedPattern || setting.acceptedPattern === '*') return null;
  try {
    return new RegExp(setting.acceptedPattern);
  } catch {
    return null;
  }
}

/**
 * Checks one value against its field's setting: nothing for a disabled field; required, then
 * length (min and max, as the site's "with (min) - (max) characters" message), then pattern.
 */
export function checkSettingField(value: string, setting: RegisterFieldSetting | undefined): FieldProblem | null {
  if (!setting?.enabled) return null;
  if (!value) return setting.required ? { key: 'fieldRequired' } : null;
  const length = [...value].length;
  const { minLength: min, maxLength: max } = setting;
  if ((min !== null && length < min) || (max !== null && length > max)) {
    if (min !== null && max !== null) return min === max ? { key: 'fieldLengthExact', min } : { key: 'fieldLength', min, max };
    return min !== null ? { key: 'fieldTooShort', min } : { key: 'fieldTooLong', max: max ?? 0 };
  }
  const pattern = patternOf(setting);
  return pattern && !pattern.test(value) ? { key: 'fieldFormat' } : null;
}
