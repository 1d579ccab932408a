/**
 * The account rules of docs/product.md §5 and §9, shared by the site's forms and the reference platform,
 * so that the two can never disagree about what a valid username or password is.
 */

/** 2–15 characters, starting with a letter, letters and digits only (docs/product.md §5, §9). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{1,14}$/;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 15;

/** More than 6 characters, letters and numbers (docs/product.md §5): at least one of each, nothing else. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{7,20}$/;
export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 20;

/** docs/product.md §9: a verification code is at most 255 characters. */
export const VERIFICATION_CODE_MAX = 255;

/**
 * Mobile numbers: docs/product.md §5 leaves the bounds to us. National significant numbers of 7–15 digits
 * (E.164's limit); for the Philippines (+63) exactly the 10-digit mobile form 9XXXXXXXXX,
 * with a leading 0 tolerated and removed.
 */
export function normaliseMobile(mobile: string, countryDialingCode: string): string | null {
  const digits = mobile.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const code = countryDialingCode.replace(/^\+/, '');
  if (code === '63') {
    const national = digits.replace(/^0/, '');
    return /^9\d{9}$/.test(national) ? national : null;
  }
  return /^\d{7,15}$/.test(digits) ? digits : null;
}

export const isValidUsername = (username: string): boolean => USERNAME_PATTERN.test(username);
export const isValidPassword = (password: string): boolean => PASSWORD_PATTERN.test(password);
