import type { PointsBalance, PointsConfig, PointsItem, UnavailableReason } from '../../contract/calls/points';
import { asMinorUnits, type MinorUnits } from '../../contract/money';

/**
 * The points mall's view logic (issue 15 item 6; docs/decisions/0038-points-mall.md), pure so
 * that it is tested without a page: the catalogue's cards with each one's availability, the
 * conversion's preview, and what a posted form asks for. The platform decides; the page shows.
 */
export interface ItemCard extends PointsItem {
  /** Why the viewer may not redeem it (null: they may); for a guest, only what applies to everyone. */
  reason: UnavailableReason | null;
}

/** The catalogue as cards: a member's availability from the balance call, a guest's from the stock alone. */
export function itemCards(items: readonly PointsItem[], balance: PointsBalance | null): ItemCard[] {
  const reasons = new Map(balance?.availability.map((row) => [row.id, row.reason]) ?? []);
  return items.map((item) => ({ ...item, reason: balance ? (reasons.get(item.id) ?? null) : item.stock <= 0 ? 'outOfStock' : null }));
}

export type PreviewProblem = 'notWhole' | 'belowMin' | 'aboveBalance';
export type ConversionPreview =
  | { ok: true; points: number; cash: MinorUnits; turnover: MinorUnits; pointsAfter: number }
  | { ok: false; problem: PreviewProblem };

/** What converting `text` points would give, at the platform's stated rate (pointsConfig). */
export function previewConversion(config: PointsConfig, text: string, balance: number): ConversionPreview {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return { ok: false, problem: 'notWhole' };
  const points = Number(trimmed);
  if (points < config.minConvertPoints) return { ok: false, problem: 'belowMin' };
  if (points > balance) return { ok: false, problem: 'aboveBalance' };
  const cash = asMinorUnits(points * config.cashPerPoint);
  return { ok: true, points, cash, turnover: asMinorUnits(cash * config.convertTurnoverMultiple), pointsAfter: balance - points };
}

export type MallAction =
  | { action: 'redeem'; itemId: number; paymentPassword: string; idempotencyKey: string }
  | { action: 'convert'; points: number; paymentPassword: string; idempotencyKey: string };

export type MallFormError = { field: 'paymentPassword' | 'points' | 'itemId' | 'form'; key: 'mall.error.password' | 'mall.error.generic' };

/** A payment password is six digits (docs/platform-api.md "Payment password"). */
const PAYMENT_PASSWORD = /^\d{6}$/;
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** Reads a posted form of the page: the action, its id or points, the password and the form's idempotency key. */
export function readMallForm(form: FormData): { ok: true; request: MallAction } | { ok: false; error: MallFormError } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const action = text('action');
  const idempotencyKey = text('idempotencyKey');
  const paymentPassword = text('paymentPassword');
  if ((action !== 'redeem' && action !== 'convert') || !KEY.test(idempotencyKey)) return { ok: false, error: { field: 'form', key: 'mall.error.generic' } };
  const number = Number(text(action === 'redeem' ? 'itemId' : 'points'));
  if (!Number.isSafeInteger(number) || number <= 0)
    return { ok: false, error: { field: action === 'redeem' ? 'itemId' : 'points', key: 'mall.error.generic' } };
  if (!PAYMENT_PASSWORD.test(paymentPassword)) return { ok: false, error: { field: 'paymentPassword', key: 'mall.error.password' } };
  return action === 'redeem'
    ? { ok: true, request: { action, itemId: number, paymentPassword, idempotencyKey } }
    : { ok: true, request: { action, points: number, paymentPassword, idempotencyKey } };
}
