/**
 * Every platform call the site makes, declared once (docs/architecture.md "One contract").
 * docs/platform-api.md is the prose version of this list.
 */
export * as session from './session';
export * as member from './member';
export * as system from './system';
export * as games from './games';
export * as wallet from './wallet';
export * as lottery from './lottery';
export * as promotions from './promotions';
export * as centre from './centre';
export * as deposits from './deposits';
export * as withdrawal from './withdrawal';
export * as records from './records';
export * as messages from './messages';
export * as rewards from './rewards';
export * as safety from './safety';
export * as agent from './agent';
export * as points from './points';
export * as missions from './missions';
export * as referral from './referral';

import * as session from './session';
import * as member from './member';
import * as system from './system';
import * as games from './games';
import * as gameMenus from './game-menus';
import * as wallet from './wallet';
import * as lottery from './lottery';
import * as promotions from './promotions';
import * as centre from './centre';
import * as deposits from './deposits';
import * as withdrawal from './withdrawal';
import * as records from './records';
import * as messages from './messages';
import * as rewards from './rewards';
import * as safety from './safety';
import * as agent from './agent';
import * as points from './points';
import * as missions from './missions';
import * as referral from './referral';
import type { CallDeclaration } from '../define';

const isCall = (candidate: unknown): candidate is CallDeclaration =>
  typeof candidate === 'object' && candidate !== null && 'path' in candidate && 'method' in candidate && 'response' in candidate;

/** The declaration files, by domain: the platform's handlers and the generated docs follow the same grouping. */
export const DOMAINS = {
  session,
  member,
  system,
  // The game menus are declared in a file of their own (./game-menus.ts) and belong with the games.
  games: { ...gameMenus, ...games },
  wallet,
  lottery,
  promotions,
  centre,
  deposits,
  withdrawal,
  records,
  messages,
  rewards,
  safety,
  agent,
  points,
  missions,
  referral,
} as const;
export type Domain = keyof typeof DOMAINS;

/** Every declaration with its domain and its exported name (the OpenAPI operationId). */
export const namedCalls: readonly { readonly domain: Domain; readonly name: string; readonly call: CallDeclaration }[] = (
  Object.entries(DOMAINS) as [Domain, Record<string, unknown>][]
).flatMap(([domain, group]) => Object.entries(group).flatMap(([name, call]) => (isCall(call) ? [{ domain, name, call }] : [])));

/** All declarations, for the proxy (session handling) and the reference platform's router. */
export const allCalls: readonly CallDeclaration[] = namedCalls.map(({ call }) => call);

/** Finds the declaration for a method and path, or undefined. */
export const findCall = (method: string, path: string): CallDeclaration | undefined =>
  allCalls.find((call) => call.method === method.toUpperCase() && call.path === path);
