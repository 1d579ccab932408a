import { useEffect, useState, type ReactNode } from 'react';
import { loadCountryCodes, withPlus, type CountryCode } from '../../lib/account/country-codes';
import styles from './form.module.css';

export interface MobileFieldStrings {
  mobileNum: string;
  countryCode: string;
}

interface Props {
  id: string;
  strings: MobileFieldStrings;
  error?: string | undefined;
  /** Placed after the number on the same row (the SMS button). */
  aside?: ReactNode;
  /** Shown while the list loads and if it cannot: the merchant's own market. */
  fallbackDialingCode?: string;
}

/**
 * A mobile number with its country-code picker (docs/product.md §2, §6). The form reads
 * `countryDialingCode` and `mobileNum`; the number is checked by the mobile rule on submit.
 */
export function MobileField({ id, strings, error, aside, fallbackDialingCode = '63' }: Props) {
  const [codes, setCodes] = useState<CountryCode[]>([{ countryCode: '', countryDialingCode: fallbackDialingCode }]);

  useEffect(() => {
    let live = true;
    loadCountryCodes()
      .then((loaded) => live && loaded.length > 0 && setCodes(loaded))
      .catch(() => undefined); // the fallback code stays usable
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{strings.mobileNum}</label>
      <div className={styles.row}>
        <select name="countryDialingCode" aria-label={strings.countryCode} className={styles.picker} defaultValue={codes[0]?.countryDialingCode}>
          {codes.map((code) => (
            <option key={`${code.countryCode}${code.countryDialingCode}`} value={code.countryDialingCode}>
              {withPlus(code.countryDialingCode)} {code.countryCode}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="mobileNum"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className={styles.grow}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {aside}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
