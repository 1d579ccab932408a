import { z } from 'zod/mini';
import { type Domain, namedCalls } from '../calls/index';
import type { CallDeclaration, Schema } from '../define';

/**
 * What both generated documents share (src/contract/docs/index.ts). The contract's documentation, generated from the declarations (docs/platform-api.md "Calls"
 * and docs/openapi.json). `npm run contract:docs` writes both; a test regenerates them in memory
 * and fails when the files are stale, so the docs can never drift from the code.
 *
 * Schemas are emitted with `io: 'input'`: a response schema's transforms (money read into minor
 * units, src/contract/money/wire.ts) run on the site, so the wire shape the platform must send is
 * the schema's input. `unrepresentable: 'any'` keeps a transform's output from failing the run.
 */

export type JsonSchema = { [key: string]: unknown };
export type NamedCall = (typeof namedCalls)[number];

/** Code-unit order, the same on every machine (localeCompare depends on the locale). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];
/**
 * The calls by path, then method: a stable order whatever order a module loader lists a
 * namespace's exports in (Node sorts them by name, Vite keeps the source's order).
 */
export const ordered: readonly NamedCall[] = [...namedCalls].sort(
  (a, b) => byText(a.call.path, b.call.path) || METHOD_ORDER.indexOf(a.call.method) - METHOD_ORDER.indexOf(b.call.method),
);

export const jsonSchema = (schema: Schema): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `GET /wps/member/info`: how the set of calls the reference platform answers names them. */
export const callKey = (call: CallDeclaration) => `${call.method} ${call.path}`;

export const DOMAIN_TITLES: Record<Domain, string> = {
  session: 'Session',
  member: 'Member',
  system: 'System',
  games: 'Games',
  wallet: 'Wallet',
  lottery: 'Lottery',
  promotions: 'Promotions',
  centre: 'Member centre',
  deposits: 'Deposits',
  withdrawal: 'Withdrawals',
  records: 'Records',
  messages: 'Messages and feedback',
  rewards: 'Reward centre',
  safety: 'Safer gambling',
  agent: 'Agent centre',
  points: 'Points mall',
  missions: 'Missions',
  referral: 'Invite friends',
};

export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
export const code = (text: string) => `\`${text}\``;

export const properties = (schema: JsonSchema): [string, JsonSchema][] =>
  Object.entries((schema['properties'] as Record<string, JsonSchema> | undefined) ?? {}) as [string, JsonSchema][];

/** `text` with its first letter upper-cased. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
