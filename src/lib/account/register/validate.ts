import type { RegisterFieldSetting } from '../../../contract/calls/system';
import {
  isValidPassword,
  isValidUsername,
  normaliseMobile,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  VERIFICATION_CODE_MAX,
} from '../../../contract/validation/rules';
import type { FormField, RegisterField } from './fields';
import { patternMessage, PATTERN_IDS, type FieldMessage } from './patterns';

export type { FieldMessage } from './patterns';

/** Catalogue keys of the messages that are not pattern texts. */
export const MESSAGE_KEYS = {
  required: 'register.required',
  confirmMismatch: 'register.confirmMismatch',
  mobileInvalid: 'register.mobileInvalid',
  termsRequired: 'register.termsRequired',
  length: 'register.length',
  lengthExact: 'register.lengthExact',
  tooShort: 'register.tooShort',
  tooLong: 'register.tooLong',
  invalid: 'register.invalid',
} as const;

/** Where an error is shown: under a field, or under the terms checkbox. */
export type ErrorTarget = RegisterField | 'terms';
/** Errors in the order of the form, so the first one is the one to focus. */
export type RegisterErrors = Partial<Record<ErrorTarget, FieldMessage>>;

/** Fields whose value is kept exactly as typed: spaces may be part of a password. */
const UNTRIMMED: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

const message = (key: string, params?: Record<string, number>): FieldMessage => (params ? { key, params } : { key });
const codePoints = (value: string): number => [...value].length;

/** `acceptedPattern` as a RegExp; '*' (or a pattern that does not compile) accepts anything. */
export function acceptedPattern(setting: RegisterFieldSetting | null): RegExp | null {
  if (!setting || !setting.acceptedPattern || setting.acceptedPattern === '*') return null;
  try {
    return new RegExp(setting.acceptedPattern);
  } catch {
    return null; // the platform's own check still runs; a broken rule must not lock players out
  }
}

/**
 * A field with only server rules (docs/product.md §5 "required per server setting, each with its own
 * pattern"): required, then min/max length, then the accepted pattern. Length and pattern
 * failures show the field's pattern text when it has a patternId (the text states the bounds),
 * otherwise a plain length or format message.
 */
export function checkBySetting(value: string, required: boolean, setting: RegisterFieldSetting | null): FieldMessage | null {
  if (!value) return required ? message(MESSAGE_KEYS.required) : null;
  const min = setting?.minLength ?? null;
  const max = setting?.maxLength ?? null;
  const length = codePoints(value);
  const patternId = setting?.patternId ?? null;
  const tooShort = min !== null && length < min;
  const tooLong = max !== null && length > max;
  if (tooShort || tooLong) {
    if (patternId !== null) return patternMessage(patternId, min, max);
    if (min !== null && max !== null) return min === max ? message(MESSAGE_KEYS.lengthExact, { length: min }) : message(MESSAGE_KEYS.length, { min, max });
    return tooShort ? message(MESSAGE_KEYS.tooShort, { min: min ?? 0 }) : message(MESSAGE_KEYS.tooLong, { max: max ?? 0 });
  }
  const pattern = acceptedPattern(setting);
  if (pattern && !pattern.test(value)) return patternId !== null ? patternMessage(patternId, min, max) : message(MESSAGE_KEYS.invalid);
  return null;
}

/**
 * Username and password have a shared rule (src/contract/validation/rules.ts) that the platform
 * applies whatever the settings say; a setting may only narrow it. The message is the
 * field's pattern text (reg_pattern_1 and reg_pattern_2 unless the setting names another)
 * with the narrower of the two bounds.
 */
interface SharedRule {
  test: (value: string) => boolean;
  min: number;
  max: number;
  patternId: number;
}

const SHARED_RULES: Partial<Record<RegisterField, SharedRule>> = {
  username: { test: isValidUsername, min: USERNAME_MIN, max: USERNAME_MAX, patternId: PATTERN_IDS.username },
  password: { test: isValidPassword, min: PASSWORD_MIN, max: PASSWORD_MAX, patternId: PATTERN_IDS.password },
};

/** The shared rule's bounds narrowed by the setting's, and the pattern text that states them. */
function ruledMessage(rule: SharedRule, setting: RegisterFieldSetting | null): { min: number; max: number; text: FieldMessage } {
  const min = Math.max(rule.min, setting?.minLength ?? rule.min);
  const max = Math.min(rule.max, setting?.maxLength ?? rule.max);
  return { min, max, text: patternMessage(setting?.patternId ?? rule.patternId, min, max) };
}

function checkRuled(value: string, setting: RegisterFieldSetting | null, rule: SharedRule): FieldMessage | null {
  if (!value) return message(MESSAGE_KEYS.required);
  const { min, max, text } = ruledMessage(rule, setting);
  const length = codePoints(value);
  const pattern = acceptedPattern(setting);
  if (rule.test(value) && length >= min && length <= max && (!pattern || pattern.test(value))) return null;
  return text;
}

/**
 * The standing hint under a field, before anything is wrong: the username and password rules
 * (their pattern texts, with the bounds the form checks) and the payee name's warning that it
 * must match the bank account (docs/product.md §5). Other fields explain themselves by their label.
 */
export function fieldHint(field: FormField): FieldMessage | null {
  const rule = SHARED_RULES[field.name];
  if (rule) return ruledMessage(rule, field.setting).text;
  return field.name === 'payeeName' ? message('register.payeeNameHint') : null;
}

export interface RegisterValues {
  /** Field values as typed, by field name; missing fields count as empty. */
  values: Readonly<Partial<Record<string, string>>>;
  /** The country dialing code chosen beside the mobile number ('63' or '+63'). */
  countryDialingCode: string;
  termsAccepted: boolean;
}

export interface Validated {
  errors: RegisterErrors;
  /** The values to send: trimmed (passwords excepted), payee name in capitals, number normalised. */
  clean: Partial<Record<RegisterField, string>>;
}

/**
 * docs/product.md §5 "Registration" for the fields the form shows. Every rule runs (not only the first),
 * so that each field shows its own message at once. Terms come last: an empty-field style
 * error under the checkbox when it is not ticked.
 */
export function validateRegistration(fields: readonly FormField[], { values, countryDialingCode, termsAccepted }: RegisterValues): Validated {
  const errors: RegisterErrors = {};
  const clean: Partial<Record<RegisterField, string>> = {};
  const read = (name: RegisterField): string => {
    const raw = values[name] ?? '';
    return UNTRIMMED.has(name) ? raw : raw.trim();
  };
  const typedMobile = read('mobileNum');

  for (const field of fields) {
    let value = read(field.name);
    // docs/product.md §5: the payee name is in capitals (it must match the bank account name).
    if (field.name === 'payeeName') value = value.toUpperCase();
    let problem: FieldMessage | null;
    switch (field.name) {
      case 'username':
      case 'password': {
        const rule = SHARED_RULES[field.name];
        problem = rule ? checkRuled(value, field.setting, rule) : null;
        break;
      }
      case 'confirmPassword':
        problem = !value ? message(MESSAGE_KEYS.required) : value !== read('password') ? message(MESSAGE_KEYS.confirmMismatch) : null;
        break;
      case 'mobileNum': {
        const national = value ? normaliseMobile(value, countryDialingCode) : null;
        problem = !value ? (field.required ? message(MESSAGE_KEYS.required) : null) : national === null ? message(MESSAGE_KEYS.mobileInvalid) : null;
        if (national) value = national;
        break;
      }
      case 'verificationCode': {
        const required = field.required === true || (field.required === 'conditional' && typedMobile !== '');
        problem = !value
          ? required
            ? message(MESSAGE_KEYS.required)
            : null
          : codePoints(value) > VERIFICATION_CODE_MAX
            ? message(MESSAGE_KEYS.tooLong, { max: VERIFICATION_CODE_MAX })
            : null;
        break;
      }
      default:
        problem = checkBySetting(value, field.required === true, field.setting);
    }
    if (problem) errors[field.name] = problem;
    if (value) clean[field.name] = value;
  }
  if (!termsAccepted) errors.terms = message(MESSAGE_KEYS.termsRequired);
  return { errors, clean };
}

/** Fills `{{name}}` placeholders of a catalogue text with the message's parameters. */
export function formatMessage(template: string, params: Readonly<Record<string, number | string>> = {}): string {
  return template.replace(/{{(\w+)}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
