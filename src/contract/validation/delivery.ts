/**
 * What a physical points-mall item needs for its delivery (issue 34 item 9;
 * docs/decisions/0070-points-mall-delivery.md), shared by the mall's form (src/lib/mall/mall.ts)
 * and the reference platform (platform/handlers/points/redeem.ts, delivery.ts), so that the
 * page's message under a field and the platform's refusal can never disagree.
 *
 * The brand's markets are the Philippines, Viet Nam, China, Thailand and Indonesia, and a courier
 * calls the recipient: a phone number is 7 to 15 digits (E.164's limit), an optional leading `+`
 * with its country code, spaces, dots, dashes and brackets between digits as people write them
 * (`0917 123 4567`, `+84 91 234 5678`, `(02) 8123-4567`). It is kept as digits (and the `+`).
 */

export const DELIVERY_FIELDS = ['recipient', 'address', 'phone', 'size'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** What a player typed (the size only where the item has sizes). */
export interface DeliveryInput {
  recipient: string;
  address: string;
  phone: string;
  size?: string | null | undefined;
}

/** The details as stored with a redemption: trimmed, the phone as digits. */
export interface Delivery {
  recipient: string;
  address: string;
  phone: string;
  size: string | null;
}

export const RECIPIENT_MAX = 60;
export const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 300;
/** Lines an address may have (street, barangay or ward, city, province, postcode). */
const ADDRESS_LINES = 6;

/** Letters of any script with spaces, dots, hyphens and apostrophes between them: "Ma. Lourdes Dela Cruz", "Nguyễn Văn An", "李小明". */
const RECIPIENT = new RegExp(`^[\\p{L}\\p{M}](?:[\\p{L}\\p{M} .'’-]{0,${RECIPIENT_MAX - 2}}[\\p{L}\\p{M}.])$`, 'u');
const PHONE = /^\+?\d{7,15}$/;
/** Separators people type inside a phone number. */
const PHONE_SEPARATORS = /[\s.()-]/g;
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/** The recipient's name with its spaces collapsed, or null when it is not a name. */
export function normaliseRecipient(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ');
  return RECIPIENT.test(name) ? name : null;
}

/** The address with each line's spaces collapsed and empty lines left out, or null when too short, too long or not text. */
export function normaliseAddress(text: string): string | null {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/[ \t]+/g, ' '))
    .filter((line) => line !== '');
  const address = lines.join('\n');
  if (lines.length > ADDRESS_LINES || CONTROL.test(address.replace(/\n/g, ''))) return null;
  if (address.length < ADDRESS_MIN || address.length > ADDRESS_MAX || !/\p{L}/u.test(address)) return null;
  return address;
}

/** The phone number as digits with its `+`, or null (see the module's note for the rule). */
export function normalisePhone(text: string): string | null {
  const phone = text.trim().replace(PHONE_SEPARATORS, '');
  return PHONE.test(phone) ? phone : null;
}

export type DeliveryCheck = { ok: true; delivery: Delivery } | { ok: false; fields: DeliveryField[] };

/**
 * Checks the details for an item with `sizes` (empty: the item has none, and a size sent is not
 * kept). Answers every field that is wrong, in form order: the page shows a message under each,
 * the platform refuses with the first.
 */
export function checkDelivery(input: DeliveryInput, sizes: readonly string[]): DeliveryCheck {
  const recipient = normaliseRecipient(input.recipient);
  const address = normaliseAddress(input.address);
  const phone = normalisePhone(input.phone);
  const size = sizes.length === 0 ? null : (sizes.find((one) => one === input.size?.trim()) ?? undefined);
  const fields: DeliveryField[] = [];
  if (recipient === null) fields.push('recipient');
  if (address === null) fields.push('address');
  if (phone === null) fields.push('phone');
  if (size === undefined) fields.push('size');
  if (recipient === null || address === null || phone === null || size === undefined) return { ok: false, fields };
  return { ok: true, delivery: { recipient, address, phone, size } };
}

/** The details on one line, for the operator's list and messages: `LIA CRUZ · +639171234567 · size M · 12 Mabini St, Makati`. */
export const deliveryLine = (delivery: Delivery): string =>
  [delivery.recipient, delivery.phone, delivery.size ? `size ${delivery.size}` : null, delivery.address.replace(/\n/g, ', ')].filter(Boolean).join(' · ');
