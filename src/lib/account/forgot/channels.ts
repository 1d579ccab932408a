import type { z } from 'zod/mini';
import type { customerServiceEntry, domainRouteEntry } from '../../../contract/calls/system';
import { decryptStoredLink } from '../../../contract/crypto';

/**
 * The forgot-password popup's "other ways to reach us" (docs/product.md §2): the two site domains from
 * the domain-route call, the support e-mail, Telegram, Facebook and a second Telegram link.
 * Pure: the page builds it on the server from what it fetched, the modal host in the browser.
 */
export type ContactChannelKind = 'site' | 'email' | 'telegram' | 'facebook';

export interface ContactChannel {
  kind: ContactChannelKind;
  /** Always `https:`, or `mailto:` for the e-mail. */
  href: string;
  /** What the player reads: the domain, the address, or the link without its scheme. */
  text: string;
}

export interface ChannelSources {
  /** `status.info.resources`: supportEmail, telegram, telegram2, facebook, plain or stored encrypted. */
  resources: Readonly<Record<string, string>>;
  /** `status.info.customerService`: TELEGRAM and FACEBOOK entries add their (encrypted) paths. */
  customerService?: readonly z.output<typeof customerServiceEntry>[] | undefined;
  /** `GET /wps/system/domainRoute`, or null when it failed (the page works without the domains). */
  domainRoutes: readonly z.output<typeof domainRouteEntry>[] | null;
}

/** docs/product.md §2: two site domains. */
export const SITE_DOMAIN_COUNT = 2;
/** docs/product.md §2: Telegram, then "a second Telegram link found by position". */
export const TELEGRAM_LINK_COUNT = 2;

/** A bare address: no spaces, and nothing that would add headers or a body to the mailto link. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/**
 * A link from the operator's settings: written plainly, or stored encrypted (the last 8
 * characters are the key). Only `https:` is accepted either way, so a mistyped or tampered
 * value can never become an `http:` or `javascript:` link.
 */
export function resolveLink(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }
  return decryptStoredLink(text);
}

/** The support address as a `mailto:` link, or null when it is not an address. */
export function resolveEmail(value: string | undefined): string | null {
  const address = value?.trim().replace(/^mailto:/i, '');
  return address && EMAIL.test(address) ? `mailto:${address}` : null;
}

/** "t.me/lucky" for "https://t.me/lucky": the scheme says nothing to a player. */
const shortText = (href: string): string => href.replace(/^https:\/\//, '').replace(/\/$/, '');

/** Resource values whose key is `name` or `name` plus a number, in the order the keys come. */
const resourcesNamed = (resources: Readonly<Record<string, string>>, name: string): string[] =>
  Object.entries(resources)
    .filter(([key]) => new RegExp(`^${name}\\d*$`, 'i').test(key))
    .map(([, value]) => value);

/** Every path of the customer-service entries of one type (TELEGRAM, FACEBOOK). */
const servicePaths = (entries: ChannelSources['customerService'], csType: string): string[] =>
  (entries ?? []).filter((entry) => entry.csType.toUpperCase() === csType).flatMap((entry) => entry.path.map((path) => path.path));

/** Distinct https links from candidates, in order, at most `limit`. */
function links(candidates: readonly string[], limit: number, seen: Set<string>): string[] {
  const out: string[] = [];
  for (const candidate of candidates) {
    const href = resolveLink(candidate);
    if (!href || seen.has(href) || out.length >= limit) continue;
    seen.add(href);
    out.push(href);
  }
  return out;
}

/**
 * The list, in the order the popup shows it: site domains, e-mail, the first Telegram link,
 * Facebook, the second Telegram link. Anything that is not https (mailto for the e-mail) is
 * dropped, and a link that appears twice (a resource and a customer-service path often name
 * the same Telegram account) is listed once.
 */
export function contactChannels({ resources, customerService, domainRoutes }: ChannelSources): ContactChannel[] {
  const seen = new Set<string>();
  const sites = links(
    (domainRoutes ?? []).filter((route) => route.resourceType.toUpperCase() === 'SITE').map((route) => route.url),
    SITE_DOMAIN_COUNT,
    seen,
  ).map((href): ContactChannel => ({ kind: 'site', href, text: new URL(href).host }));

  const email = resolveEmail(resources['supportEmail']);
  const mail: ContactChannel[] = email ? [{ kind: 'email', href: email, text: email.slice('mailto:'.length) }] : [];

  const telegram = links([...resourcesNamed(resources, 'telegram'), ...servicePaths(customerService, 'TELEGRAM')], TELEGRAM_LINK_COUNT, seen);
  const facebook = links([...resourcesNamed(resources, 'facebook'), ...servicePaths(customerService, 'FACEBOOK')], 1, seen);
  const social = (kind: ContactChannelKind, href: string | undefined): ContactChannel[] => (href ? [{ kind, href, text: shortText(href) }] : []);

  return [...sites, ...mail, ...social('telegram', telegram[0]), ...social('facebook', facebook[0]), ...social('telegram', telegram[1])];
}
