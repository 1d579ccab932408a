import { EXCLUSION_DURATIONS, LIMIT_PERIODS, MONEY_LIMIT_KINDS, REALITY_CHECK_MINUTES, TIMEOUT_DURATIONS } from '../../contract/calls/safety';
import { type AmountRefusal, type MinorUnits, minorToWire, parseAmount } from '../../contract/money';

/**
 * What the safer-gambling page's forms post (src/pages/[...locale]/member/safer-gambling.astro),
 * read into one platform request or a refusal naming the field (docs/product.md "Safer gambling").
 * Pure: the page posts plain forms (Post/Redirect/Get), so the page works without a script.
 */
export type MoneyKind = (typeof MONEY_LIMIT_KINDS)[number];
export type Period = (typeof LIMIT_PERIODS)[number];
export type BlockKind = 'timeout' | 'exclusion';

export type SaferAction =
  | { action: 'limit'; kind: MoneyKind; period: Period; amount: number | null }
  | { action: 'session'; minutes: number | null }
  | { action: 'confirm'; kind: MoneyKind | 'session'; period: Period | 'session' }
  | { action: 'reality'; minutes: number }
  | { action: 'block'; kind: BlockKind; duration: string }
  | { action: 'lift' };

/**
 * A form's error: the form it belongs to (its id on the page) and a catalogue key or the
 * platform's own message, with what the player typed so the field shows it again.
 */
export interface FormError {
  form: string;
  key?: 'safer.error.amount' | 'safer.error.minutes' | 'safer.error.generic' | 'wallet.errors.tooManyDecimals' | 'wallet.errors.negative';
  message?: string;
  typed?: string;
}

/** A refused amount's message: the money forms' own where they name the fault exactly, else the limit's rule. */
const AMOUNT_ERROR_KEYS: Partial<Record<AmountRefusal, FormError['key']>> = {
  tooManyDecimals: 'wallet.errors.tooManyDecimals',
  negative: 'wallet.errors.negative',
};

export type ReadAction = { ok: true; request: SaferAction } | { ok: false; error: FormError };

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The id of a limit's form on the page, also where its error is shown. */
export const limitFormId = (kind: MoneyKind | 'session', period: Period | 'session') => (kind === 'session' ? 'limit-session' : `limit-${kind}-${period}`);

/** Reads a posted form. `remove` buttons post `amount` empty with `intent=remove`. */
export function readSaferForm(form: FormData, localeTag: string): ReadAction {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const action = text('action');
  const remove = text('intent') === 'remove';
  if (action === 'limit') {
    const kind = text('kind');
    const period = text('period');
    if (!oneOf(MONEY_LIMIT_KINDS, kind) || !oneOf(LIMIT_PERIODS, period)) return { ok: false, error: { form: 'page', key: 'safer.error.generic' } };
    if (remove) return { ok: true, request: { action, kind, period, amount: null } };
    const parsed = parseAmount(text('amount'), { locale: localeTag, currency: 'PHP' });
    if (!parsed.ok)
      return { ok: false, error: { form: limitFormId(kind, period), key: AMOUNT_ERROR_KEYS[parsed.reason] ?? 'safer.error.amount', typed: text('amount') } };
    return { ok: true, request: { action, kind, period, amount: minorToWire(parsed.minor as MinorUnits) } };
  }
  if (action === 'session') {
    if (remove) return { ok: true, request: { action, minutes: null } };
    const minutes = Number(text('minutes'));
    if (!Number.isInteger(minutes) || minutes < 15 || minutes > 1440) return { ok: false, error: { form: 'limit-session', key: 'safer.error.minutes' } };
    return { ok: true, request: { action, minutes } };
  }
  if (action === 'confirm') {
    const kind = text('kind');
    const period = text('period');
    if (kind === 'session' && period === 'session') return { ok: true, request: { action, kind, period } };
    if (oneOf(MONEY_LIMIT_KINDS, kind) && oneOf(LIMIT_PERIODS, period)) return { ok: true, request: { action, kind, period } };
    return { ok: false, error: { form: 'page', key: 'safer.error.generic' } };
  }
  if (action === 'reality') {
    const minutes = Number(text('minutes'));
    if (!oneOf(REALITY_CHECK_MINUTES, minutes)) return { ok: false, error: { form: 'reality', key: 'safer.error.generic' } };
    return { ok: true, request: { action, minutes } };
  }
  if (action === 'block') {
    const kind = text('kind');
    const duration = text('duration');
    if ((kind === 'timeout' && oneOf(TIMEOUT_DURATIONS, duration)) || (kind === 'exclusion' && oneOf(EXCLUSION_DURATIONS, duration))) {
      return { ok: true, request: { action, kind, duration } };
    }
    return { ok: false, error: { form: kind === 'exclusion' ? 'exclusion' : 'timeout', key: 'safer.error.generic' } };
  }
  if (action === 'lift') return { ok: true, request: { action } };
  return { ok: false, error: { form: 'page', key: 'safer.error.generic' } };
}

/** The form a request's refusal is shown under. */
export function formOf(request: SaferAction): string {
  switch (request.action) {
    case 'limit':
      return limitFormId(request.kind, request.period);
    case 'session':
      return 'limit-session';
    case 'confirm':
      return limitFormId(request.kind, request.period);
    case 'reality':
      return 'reality';
    case 'block':
      return request.kind;
    case 'lift':
      return 'block';
  }
}

/** Whole minutes and hours until `at`, for a countdown ("23 h 59 min"); zero once it has passed. */
export function countdown(at: number, now: number): { hours: number; minutes: number } {
  const left = Math.max(0, Math.ceil((at - now) / 60_000));
  return { hours: Math.floor(left / 60), minutes: left % 60 };
}

/** How full a limit is, whole percent rounded down, 0 to 100, for the progress bar (minor units in, no float cents). */
export const percentUsed = (used: number, limit: number): number => (limit <= 0 ? 100 : Math.min(100, Math.floor((100 * used) / limit)));
