/**
 * The registration pattern messages (docs/product.md §5, §8: reg_pattern_0 … reg_pattern_23). A register
 * setting names one by `patternId`; its text, with the field's bounds filled in, is what the
 * player reads when a value does not fit. docs/platform-api.md ("Registration pattern
 * messages") lists the same table for operators.
 *
 * Each text exists in two variants in the catalogue:
 * - `register.pattern.reg_pattern_N` for a range, with `{{min}}` and `{{max}}`;
 * - `register.patternExact.reg_pattern_N` for a fixed length (min === max), with `{{length}}`,
 *   so that "6 - 6 digits" is never shown ("one number if equal").
 * Texts about a fixed format (the two dates) read the same in both variants.
 */
export interface FieldMessage {
  /** A catalogue key. */
  key: string;
  params?: Record<string, number>;
}

export interface PatternInfo {
  id: number;
  /** What the operator's `acceptedPattern` for this id should accept (for docs and review). */
  meaning: string;
  /** Bounds the message states when the setting gives none. */
  min: number;
  max: number;
}

export const PATTERN_COUNT = 24;

export const PATTERNS: readonly PatternInfo[] = [
  { id: 0, meaning: 'letters and numbers only', min: 1, max: 20 },
  { id: 1, meaning: 'username: starts with a letter, letters and numbers, no spaces or symbols', min: 2, max: 15 },
  { id: 2, meaning: 'password: letters and numbers, at least one of each', min: 7, max: 20 },
  { id: 3, meaning: 'the digits of the captcha picture', min: 4, max: 4 },
  { id: 4, meaning: 'name in capital letters, as on the bank account', min: 2, max: 50 },
  { id: 5, meaning: 'numeric payment password', min: 6, max: 6 },
  { id: 6, meaning: 'e-mail address', min: 5, max: 64 },
  { id: 7, meaning: 'phone number, digits only ("Phone number format is incorrect")', min: 7, max: 15 },
  { id: 8, meaning: 'digits only (QQ and other numeric IDs)', min: 1, max: 20 },
  { id: 9, meaning: 'letters only', min: 1, max: 50 },
  { id: 10, meaning: 'capital letters and numbers only', min: 1, max: 20 },
  { id: 11, meaning: 'at least one capital letter, one small letter and one number', min: 8, max: 20 },
  { id: 12, meaning: 'date as yyyy-MM-dd', min: 10, max: 10 },
  { id: 13, meaning: 'date as MM-dd-yyyy', min: 10, max: 10 },
  { id: 14, meaning: 'full name: first and last name separated by a space', min: 3, max: 50 },
  { id: 15, meaning: 'mobile number ("Please enter a valid mobile number")', min: 7, max: 15 },
  { id: 16, meaning: 'letters, numbers and underscores', min: 1, max: 20 },
  { id: 17, meaning: 'identity document number: letters, numbers and hyphens', min: 5, max: 30 },
  { id: 18, meaning: 'messenger ID (LINE): letters, numbers, dots, underscores, hyphens', min: 1, max: 50 },
  { id: 19, meaning: 'international number: + and the country code, then digits (WhatsApp)', min: 8, max: 16 },
  { id: 20, meaning: 'profile name or profile link (Facebook)', min: 1, max: 100 },
  { id: 21, meaning: 'account ID starting with a letter: letters, numbers, _ and - (WeChat)', min: 6, max: 20 },
  { id: 22, meaning: 'anything without spaces', min: 1, max: 50 },
  { id: 23, meaning: 'small letters and numbers only', min: 1, max: 20 },
];

/** The ids the site falls back to for fields with a shared rule (and the seed uses). */
export const PATTERN_IDS = { generic: 0, username: 1, password: 2, captcha: 3, payeeName: 4, paymentPassword: 5, email: 6, phone: 7 } as const;

export const patternKey = (id: number, exact: boolean): string => `register.${exact ? 'patternExact' : 'pattern'}.reg_pattern_${id}`;

/**
 * The message of pattern `id` for a field with bounds `min`..`max` (from its setting; a
 * missing bound takes the pattern's usual one). An id outside 0–23 falls back to 0.
 */
export function patternMessage(id: number, min: number | null, max: number | null): FieldMessage {
  const info = PATTERNS[id] ?? PATTERNS[0]!;
  const low = min ?? Math.min(info.min, max ?? info.min);
  const high = max ?? Math.max(info.max, low);
  return low === high ? { key: patternKey(info.id, true), params: { length: low } } : { key: patternKey(info.id, false), params: { min: low, max: high } };
}
