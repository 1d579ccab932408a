import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod/mini';
import { fail } from '../../src/contract/envelope';
import { jsonDeeperThan } from '../../src/contract/json-depth';
import type { Queryable } from '../db/index';
import { readTicket, type LaunchTicket } from '../games/tickets';
import { refusal, type Outcome, type Services } from '../http/context';
import { ErrorCodes } from '../../src/contract/refusals';
import type { Translate } from '../i18n';
import { majorToMinor } from '../wallet/money';

/**
 * What the vendor-style pages the platform serves in a game frame (the demo game, the lottery
 * betting screen) share on the server: their assets, responses, the launch ticket check, the
 * JSON body and the stake check. These are not calls of the contract: the pages stand in for a
 * vendor's, which the site frames and never calls itself.
 */

/**
 * The pages' own policy, the same as the site's for responses it does not render (no inline
 * code, framed by its own origin only), so a page is as strict wherever it is served from.
 */
export const VENDOR_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export const html = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': VENDOR_PAGE_CSP },
  });
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * A page's script and style sheet, read once: from `folder` when the module runs from the
 * source tree (tsx, vitest), else from `bundled()`, the copies Vite bundled into the server
 * build (where the files are not beside the built chunk). The caller passes its own
 * `import.meta.glob`, which Vite resolves relative to the calling module.
 */
export function assetServer<Name extends string>(
  types: Record<Name, string>,
  folder: URL,
  bundled: () => Record<string, string>,
): (name: Name, request: Request) => Response {
  let loaded: Record<Name, { body: string; etag: string }> | undefined;
  const load = () => {
    const names = Object.keys(types) as Name[];
    let bodies: string[];
    try {
      const path = fileURLToPath(folder);
      bodies = names.map((name) => readFileSync(`${path}${name}`, 'utf8'));
    } catch {
      const files = bundled();
      bodies = names.map((name) => files[`./assets/${name}`] ?? '');
    }
    const etag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    return Object.fromEntries(names.map((name, i) => [name, { body: bodies[i]!, etag: etag(bodies[i]!) }])) as Record<Name, { body: string; etag: string }>;
  };
  return (name, request) => {
    loaded ??= load();
    const { body, etag } = loaded[name];
    const headers = { 'Content-Type': types[name], 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400', ETag: etag };
    return request.headers.get('If-None-Match') === etag ? new Response(null, { status: 304, headers }) : new Response(body, { headers });
  };
}

export const currencyOf = async (services: Services): Promise<string> =>
  ((await services.settings.get())['merchant'] as { currency?: string } | undefined)?.currency ?? 'PHP';

/** The launch a ticket stands for and its game (found by `find`), or null (unknown, expired, not such a game). */
export async function launched<Game>(
  services: Services,
  ticket: string,
  find: (db: Queryable, gameCode: string) => Promise<Game | null | undefined>,
): Promise<{ launch: LaunchTicket; game: Game } | null> {
  const launch = await readTicket(services.db, ticket, services.options.now());
  const game = launch ? await find(services.db, launch.gameCode) : null;
  return launch && game ? { launch, game } : null;
}

/** Not UNAUTHORIZED: the site's session is fine, only this game's ticket is not. */
export const ticketInvalid = (t: Translate) => json(401, fail(t('launchTicketInvalid'), ErrorCodes.launchTicketInvalid));

/** A request's JSON body (at most 10,000 characters, nested at most MAX_JSON_DEPTH deep) as `schema` has it, or null. */
export async function readBody<T>(request: Request, schema: z.ZodMiniType<T>): Promise<T | null> {
  try {
    const text = await request.text();
    if (text.length > 10_000 || jsonDeeperThan(text)) return null;
    return schema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** A stake in minor units when it is one of `offered`, else null. */
export function offeredStake(stake: number, offered: readonly bigint[]): bigint | null {
  let minor: bigint;
  try {
    minor = majorToMinor(stake);
  } catch {
    return null;
  }
  return offered.includes(minor) ? minor : null;
}

// Outcomes (not Responses): both are answers of a money-moving request, stored with its idempotency key.
export const stakeInvalid = (t: Translate): Outcome => refusal(200, t('stakeInvalid'), ErrorCodes.validation, { field: 'stake' });
export const insufficientFunds = (t: Translate): Outcome => refusal(200, t('insufficientFunds'), ErrorCodes.insufficientFunds, { field: 'stake' });
