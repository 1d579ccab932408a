import type { PointsBalance, PointsConfig, PointsItem, UnavailableReason } from '../../contract/calls/points';
import { asMinorUnits, type MinorUnits } from '../../contract/money';
import { checkDelivery, DELIVERY_FIELDS, type DeliveryField, type DeliveryInput } from '../../contract/validation/delivery';

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
  | { action: 'redeem'; itemId: number; paymentPassword: string; idempotencyKey: string; delivery?: DeliveryInput }
  | { action: 'convert'; points: number; paymentPassword: string; idempotencyKey: string }
  | { action: 'delivery'; redemptionId: number; paymentPassword: string; delivery: DeliveryInput };

export type MallField = 'paymentPassword' | 'points' | 'itemId' | 'redemptionId' | 'form' | DeliveryField;
export type MallErrorKey = 'mall.error.password' | 'mall.error.generic' | `mall.delivery.error.${DeliveryField}`;
export type MallFormError = { field: MallField; key: MallErrorKey };

/** A payment password is six digits (docs/platform-api.md "Payment password"). */
const PAYMENT_PASSWORD = /^\d{6}$/;
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

const textOf = (form: FormData) => (name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The delivery details a form posted, as typed, when it had them: a physical item's form carries
 * its fields and, in `sizes`, the item's sizes as the page showed them (src/components/mall/DeliveryFields.astro).
 */
export function deliveryOf(form: FormData): { input: DeliveryInput; sizes: string[] } | null {
  const text = textOf(form);
  if (text('delivery') !== '1') return null;
  const sizes = text('sizes')
    .split(',')
    .filter((size) => size !== '');
  return { input: { recipient: text('recipient'), address: text('address'), phone: text('phone'), size: sizes.length > 0 ? text('size') : null }, sizes };
}

/**
 * Reads a posted form of the page: a redemption (with a physical item's delivery details), a
 * conversion, or a change of a redemption's delivery details. Every wrong field is named, in form
 * order (a message under each, as every form of the site shows them: docs/architecture.md "Accounts: forms, modals and what follows a login"); the
 * delivery details by the platform's own rule (src/contract/validation/delivery.ts), which checks
 * them again.
 */
export function readMallForm(form: FormData): { ok: true; request: MallAction } | { ok: false; errors: MallFormError[] } {
  const text = textOf(form);
  const action = text('action');
  const idempotencyKey = text('idempotencyKey');
  const paymentPassword = text('paymentPassword');
  if ((action !== 'redeem' && action !== 'convert' && action !== 'delivery') || (action !== 'delivery' && !KEY.test(idempotencyKey)))
    return { ok: false, errors: [{ field: 'form', key: 'mall.error.generic' }] };
  const idField = action === 'redeem' ? 'itemId' : action === 'convert' ? 'points' : 'redemptionId';
  const number = Number(text(idField));
  if (!Number.isSafeInteger(number) || number <= 0) return { ok: false, errors: [{ field: idField, key: 'mall.error.generic' }] };
  const delivery = deliveryOf(form);
  if (action === 'delivery' && !delivery) return { ok: false, errors: [{ field: 'form', key: 'mall.error.generic' }] };
  const errors: MallFormError[] = [];
  const checked = delivery ? checkDelivery(delivery.input, delivery.sizes) : null;
  if (checked && !checked.ok) errors.push(...checked.fields.map((field) => ({ field, key: `mall.delivery.error.${field}` as const })));
  if (!PAYMENT_PASSWORD.test(paymentPassword)) errors.push({ field: 'paymentPassword', key: 'mall.error.password' });
  if (errors.length > 0) return { ok: false, errors };
  if (action === 'convert') return { ok: true, request: { action, points: number, paymentPassword, idempotencyKey } };
  if (action === 'delivery') return { ok: true, request: { action, redemptionId: number, paymentPassword, delivery: delivery!.input } };
  return { ok: true, request: { action, itemId: number, paymentPassword, idempotencyKey, ...(delivery ? { delivery: delivery.input } : {}) } };
}

/** The fields a platform refusal may name that the page shows a message under. */
export const MALL_FIELDS: readonly MallField[] = ['paymentPassword', 'points', 'itemId', 'redemptionId', ...DELIVERY_FIELDS];
