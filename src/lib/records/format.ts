import { momentText } from '../time/moment';
import { formatMoney, minorToDecimal, currencyExponent, type MinorUnits } from '../../contract/money';

/**
 * How the records pages write times, days and amounts: times in the player's zone (the page
 * names it), days as calendar days (no zone shift), money through the contract's money module in
 * the page's locale on screen and as plain decimals in the CSV (a spreadsheet reads them as numbers).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat => {
  let found = formats.get(key);
  if (!found) {
    found = make();
    formats.set(key, found);
  }
  return found;
};

/** A moment in the zone: "Apr 1, 2026, 3:05 PM" (the site's one date module, docs/decisions/0068-one-time-zone.md). */
export const timeText = (iso: string, localeTag: string, timeZone: string): string => momentText(iso, localeTag, { timeZone });

/** A calendar day `YYYY-MM-DD`: "Apr 1, 2026". */
export const dayText = (day: string, localeTag: string): string =>
  format(`d|${localeTag}`, () => new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: 'UTC' })).format(Date.parse(`${day}T00:00:00Z`));

/** A short day for a chart's axis: "Apr 1". */
export const shortDayText = (day: string, localeTag: string): string =>
  format(`s|${localeTag}`, () => new Intl.DateTimeFormat(localeTag, { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(
    Date.parse(`${day}T00:00:00Z`),
  );

export const moneyText = (minor: MinorUnits, localeTag: string, currency: string): string => formatMoney(minor, localeTag, currency);

/** Money in the CSV: a plain decimal with the currency's decimals ("-1234.50"). */
export const csvMoney = (minor: MinorUnits, currency: string): string => minorToDecimal(minor, currencyExponent(currency));
