import { confirmContactCode, loginHistory, logoutOthers, sendContactCode, type ContactChannel, type LoginHistoryEntry } from '../../contract/calls/centre';
import { PlatformError } from '../../contract/envelope';
import type { MinorUnits } from '../../contract/money';
import type { VipLevel } from '../../contract/calls/member';
import { refusedField } from '../account/errors';
import { browserClient } from '../platform/browser-client';

/**
 * What "My account" (docs/product.md "Member centre") does, apart from how it looks: the
 * calls of its islands with their refusals read into "a message under this field" or "a message
 * for the form", and the VIP progress. Framework-free; the islands in src/islands/MemberAccount/.
 */

/** A call's outcome as a form shows it: done, a message under a field, a message for the form, or the session is gone. */
export type FormOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'field'; field: string; message: string }
  | { kind: 'form'; message: string; transport: boolean }
  | { kind: 'unauthorized' };

async function asForm<T>(run: () => Promise<T>): Promise<FormOutcome<T>> {
  try {
    return { kind: 'done', value: await run() };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.kind === 'unauthorized') return { kind: 'unauthorized' };
    const field = refusedField(error);
    return field && !error.isTransport
      ? { kind: 'field', field, message: error.message }
      : { kind: 'form', message: error.message, transport: error.isTransport };
  }
}

/** Sends a code to the account's address or number, or to a new one (`email`, or `mobileNum` + `countryDialingCode`). */
export const sendCode = (channel: ContactChannel, target: { email?: string; mobileNum?: string; countryDialingCode?: string } = {}) =>
  asForm(() => browserClient.call(sendContactCode, { channel, ...target }));

export const confirmCode = (channel: ContactChannel, verificationCode: string) =>
  asForm(() => browserClient.call(confirmContactCode, { channel, verificationCode }).then(() => null));

export const loadLogins = (): Promise<FormOutcome<readonly LoginHistoryEntry[]>> =>
  asForm(() => browserClient.call(loginHistory).then((value) => value.logins));

export const logoutElsewhere = () => asForm(() => browserClient.call(logoutOthers, {}));

/**
 * A short name for a User-Agent ("Chrome on Android"): the login history shows it, with the
 * whole string as its title. Browser and system by the usual tokens, most specific first; ''
 * when neither is known (the page then says "unknown device").
 */
export function describeDevice(userAgent: string): string {
  const browsers: [RegExp, string][] = [
    [/Edg(?:e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? '';
}

/** One requirement of the next VIP level: how much is done, how much it takes, and the share (0–100, whole percent). */
export interface Requirement {
  done: MinorUnits;
  needed: MinorUnits;
  percent: number;
}

const requirement = (done: MinorUnits, needed: MinorUnits): Requirement => ({
  done,
  needed,
  // Whole percent by integer division of minor units: no float touches the amounts.
  percent: needed <= 0 ? 100 : Number((BigInt(Math.min(done, needed)) * 100n) / BigInt(needed)),
});

/**
 * The member's way to the next level of the VIP table: both requirements (cumulative deposits,
 * valid turnover) with their progress; null at the top (or without a table).
 */
export function vipProgress(
  levels: readonly VipLevel[],
  rankLevel: number | null,
  counters: { cumulativeDeposit: MinorUnits; turnover: MinorUnits },
): { next: VipLevel; deposit: Requirement; turnover: Requirement } | null {
  const next = [...levels].sort((a, b) => a.rankLevel - b.rankLevel).find((level) => level.rankLevel > (rankLevel ?? 0));
  if (!next) return null;
  return {
    next,
    deposit: requirement(counters.cumulativeDeposit, next.requirements.cumulativeDeposit),
    turnover: requirement(counters.turnover, next.requirements.turnover),
  };
}
